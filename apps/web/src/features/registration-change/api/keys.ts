/**
 * Query-key roots of registration changes, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
export const registChangeKey = ['registration-change', 'regist-change'] as const;
/** 停用 / 报废 / 注销 / 启用 applications with their cancellation notices. */
export const terminationKey = ['registration-change', 'termination'] as const;
/** 使用管理 change applications with their steps, attachments and per-equipment changes. */
export const useManageKey = ['registration-change', 'use-manage'] as const;
