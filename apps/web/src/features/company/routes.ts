import { defineRoutes } from '@/platform/routing';

/** 单位信息: the unit's basic information and its change records. */
export const companyRoutes = defineRoutes('company', {
  company_info_maintain: {
    path: '/company-info/maintain',
    title: '单位信息维护',
    icon: 'company',
    in: 'company_info',
    access: 'company-info:maintain',
    beforeClose: true,
    page: 'UnitMaintainPage',
  },
  company_info_history: {
    path: '/company-info/maintain-history',
    title: '单位信息变更记录',
    in: 'company_info',
    hideInMenu: true,
    page: 'UnitHistoryPage',
  },
});
