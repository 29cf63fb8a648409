/**
 * The query-key root of the unit's operators (作业人员) with their qualifications and employment:
 * shared, as the command palette finds operators by name beside the person pages.
 */
export const operatorKey = ['person', 'operator'] as const;
