import { defineRoutes } from '@/platform/routing';

/** 变更与停用: use-registration change applications, registration changes, stop / scrap / cancel. */
export const registrationChangeRoutes = defineRoutes('registration-change', {
  company_service_change_register: { path: '/company-service/change-register', title: '使用登记变更申请', in: 'service_change', access: 'company-service:change-register', page: 'ChangeRegisterPage' },
  company_service_change_query: { path: '/company-service/change-query', title: '使用登记变更查询', in: 'service_change', access: 'company-service:change-register', page: 'ChangeQueryPage', search: { status: 'optional' } },
  company_service_change_detail: { path: '/company-service/change-detail', title: '变更申请详情', in: 'service_change', access: 'company-service:change-register', hideInMenu: true, page: 'ChangeDetailPage', record: { param: 'id', label: '申请编号', list: 'company_service_change_query' } },
  company_service_regist_change: { path: '/company-service/changeRegister', title: '登记信息变更申请', in: 'service_change', access: 'company-service:change-register', page: 'RegistChangeListPage' },
  company_service_regist_change_detail: { path: '/company-service/changeRegisterDetail', title: '登记变更详情', in: 'service_change', access: 'company-service:change-register', hideInMenu: true, page: 'RegistChangeDetailPage', search: { id: 'optional', operation: 'optional' } },
  company_service_stop_register: { path: '/company-service/stopRegister', title: '停用报废注销登记', in: 'service_change', access: 'company-service:stop-register', page: 'StopRegisterPage', search: { status: 'optional' } },
  company_service_stop_form: { path: '/company-service/stopDetail', title: '停用报废注销申请', in: 'service_change', access: 'company-service:stop-register', hideInMenu: true, page: 'StopFormPage', search: { id: 'optional' } },
  company_service_termination_detail: { path: '/company-service/termination-application-detail', title: '停用报废注销申请详情', in: 'service_change', access: 'company-service:stop-register', hideInMenu: true, page: 'TerminationDetailPage', record: { param: 'id', label: '申请编号', list: 'company_service_stop_register' } },
});
