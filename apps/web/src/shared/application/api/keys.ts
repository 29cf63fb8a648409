import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { equipmentKey } from '@/shared/equipment/api/keys';

/**
 * What an application's save or action makes stale besides the application: its flow takes its
 * equipment or gives it back (the equipment's lists, archives and 在流程中 checks) and with them the
 * declaration picker's list of equipment waiting for inspection.
 */
export const applicationTouches = [equipmentKey, onlineApplyKey] as const;
