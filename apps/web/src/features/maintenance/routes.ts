import { defineRoutes } from '@/platform/routing';

/** 维保: maintenance projects and prices, and the unit's self-inspection and self-maintenance. */
export const maintenanceRoutes = defineRoutes('maintenance', {
  company_service_weibao: {
    path: '/company-service/weibaoDa',
    title: '维保详情',
    in: 'service_maintenance',
    access: 'company-service:weibao',
    page: 'MaintenancePage',
    search: { view: 'optional', status: 'optional' },
  },
  company_service_maint_apply_detail: {
    path: '/company-service/maintenance-pro-apply-detail',
    title: '维保申请详情',
    in: 'service_maintenance',
    hideInMenu: true,
    page: 'MaintenanceApplyDetailPage',
    record: { param: 'id', label: '申请编号', list: 'company_service_weibao' },
    search: { kind: 'optional' },
  },
  company_service_self_detection: {
    path: '/company-service/selfDetection',
    title: '自行检测与自行维护',
    in: 'service_maintenance',
    access: 'company-service:self-detection',
    page: 'SelfDetectionPage',
    search: { view: 'optional' },
  },
});
