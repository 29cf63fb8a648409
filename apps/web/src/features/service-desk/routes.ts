import { defineRoutes } from '@/platform/routing';

/** 服务台: rescue and fault registrations and messages with the inspection body (paths inferred: the spec names none). */
export const serviceDeskRoutes = defineRoutes('service-desk', {
  company_service_rescue: {
    path: '/company-service/rescue-registration',
    title: '救援登记',
    in: 'service_desk',
    access: 'company-service:rescue',
    page: 'RescuePage',
  },
  company_service_rescue_detail: {
    path: '/company-service/rescue-detail',
    title: '救援登记详情',
    in: 'service_desk',
    access: 'company-service:rescue',
    hideInMenu: true,
    page: 'RescueDetailPage',
    record: { param: 'id', label: '救援登记编号', list: 'company_service_rescue' },
  },
  company_service_fault: {
    path: '/company-service/fault-registration',
    title: '故障登记',
    in: 'service_desk',
    access: 'company-service:fault',
    page: 'FaultPage',
  },
  company_service_fault_detail: {
    path: '/company-service/fault-detail',
    title: '故障登记详情',
    in: 'service_desk',
    access: 'company-service:fault',
    hideInMenu: true,
    page: 'FaultDetailPage',
    record: { param: 'id', label: '故障登记编号', list: 'company_service_fault' },
  },
  company_service_interaction: {
    path: '/company-service/interaction',
    title: '与检验机构互动',
    in: 'service_desk',
    access: 'company-service:interaction',
    page: 'InteractionPage',
  },
  company_service_interaction_detail: {
    path: '/company-service/interaction-detail',
    title: '互动留言详情',
    in: 'service_desk',
    access: 'company-service:interaction',
    hideInMenu: true,
    page: 'InteractionDetailPage',
    record: { param: 'id', label: '留言编号', list: 'company_service_interaction' },
  },
});
