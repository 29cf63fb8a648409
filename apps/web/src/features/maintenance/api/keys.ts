/**
 * Query-key roots of maintenance, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
export const projectApplyKey = ['maintenance', 'project-apply'] as const;
export const priceApplyKey = ['maintenance', 'price-apply'] as const;
export const selfMaintainKey = ['maintenance', 'self-maintain'] as const;
