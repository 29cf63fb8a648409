/**
 * Query-key roots of construction notices, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
export const constructionKey = ['construction', 'notice'] as const;
