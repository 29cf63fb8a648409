/**
 * Query-key roots of inspection declarations, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
export const declarationKey = ['declaration', 'declaration'] as const;
/** 网上报检 with the equipment waiting for inspection (an application takes equipment off that list). */
export const onlineApplyKey = ['declaration', 'online-apply'] as const;
