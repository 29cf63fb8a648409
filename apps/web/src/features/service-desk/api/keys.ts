/**
 * Query-key roots of the service desk, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
export const faultKey = ['service-desk', 'fault'] as const;
export const rescueKey = ['service-desk', 'rescue'] as const;
export const interactionKey = ['service-desk', 'interaction'] as const;
