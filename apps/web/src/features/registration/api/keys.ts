/**
 * Query-key roots of use registration, one per business object: every query of an object starts with its root,
 * and whatever changes the object invalidates the root (TanStack Query matches keys by prefix).
 */
/** 使用登记记录 (eqmBcwBasic), the pressure-piping registrations among them. */
export const useRecordKey = ['registration', 'use-record'] as const;
/** 使用登记申请 with its progress and steps. */
export const applyKey = ['registration', 'apply'] as const;
