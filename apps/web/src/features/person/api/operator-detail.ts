
export const operatorDetailKey = ['person', 'operator', 'detail'] as const;
