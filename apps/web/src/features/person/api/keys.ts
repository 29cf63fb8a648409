/**
 * Query-key roots of the people of a unit, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
/** Operators with their qualifications and their employment (聘用) records (shared with the palette). */
export { operatorKey } from '@/shared/person/api/keys';
/** Safety managers with their certificates and bound equipment. */
export const safetyPersonKey = ['person', 'safety'] as const;
export const chargeRegistrationKey = ['person', 'charge-registration'] as const;
