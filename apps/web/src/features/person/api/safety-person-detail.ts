
export const safetyPersonDetailKey = ['person', 'safety', 'detail'] as const;
