/**
 * The query-key root of the unit (its record and its change history): every query of it starts with this root, and whatever changes it
 * invalidates the root (TanStack Query matches keys by prefix), so no change lists the keys it makes stale.
 */
export const unitKey = ['company', 'unit'] as const;
