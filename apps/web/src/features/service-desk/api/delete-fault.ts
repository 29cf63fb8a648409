import { unwrap, type BodyOf } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';
import { faultKey } from './keys';
import { mutationHook } from '@/kit/api/call-hooks';

export type DeleteFaultBody = BodyOf<'deleteFaultRecord'>;

/** Deletes one of the fault registrations (POST /a/stone/fault/delete). */
const deleteFault = (p: Platform, body: DeleteFaultBody) => unwrap(p.client.POST('/a/stone/fault/delete', { body }));
export const useDeleteFault = mutationHook(deleteFault, faultKey);
