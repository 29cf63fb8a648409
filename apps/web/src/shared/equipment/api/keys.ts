/**
 * The query-key root of the equipment (lists, counts, archives, flows): every query of it starts with this root, and whatever changes it
 * invalidates the root (TanStack Query matches keys by prefix), so no change lists the keys it makes stale.
 */
export const equipmentKey = ['equipment'] as const;
