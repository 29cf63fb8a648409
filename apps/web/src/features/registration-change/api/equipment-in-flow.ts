import { unwrap } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

/**
 * Whether a piece of equipment is already in a business flow (POST /a/stone/eqm/findInFlow). Asked
 * afresh before every new application (a flow may have started a moment ago), so no query cache.
 */
export const fetchEquipmentInFlow = (p: Platform, oidno: string) => unwrap(p.client.POST('/a/stone/eqm/findInFlow', { body: { oidno } }));
