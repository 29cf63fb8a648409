import { defineOutsideRoutes, defineRoutes } from '@/platform/routing';

/** 使用登记: registration records (eqmBcwBasic) by set and by unit, applications, and use-record management. */
export const registrationRoutes = defineRoutes('registration', {
  company_service_reg_by_sets: {
    path: '/company-service/regBySets',
    title: '按套使用登记',
    in: 'service_registration',
    access: 'company-service:use-registration',
    page: 'RegistrationListPages#RegBySetsPage',
    search: { view: 'optional' },
  },
  company_service_set_detail: {
    path: '/company-service/set-detail',
    title: '按套登记详情',
    in: 'service_registration',
    access: 'company-service:use-registration',
    hideInMenu: true,
    page: 'RegistrationDetailPages#SetDetailPage',
    record: { param: 'id', label: '登记编号', list: 'company_service_reg_by_sets' },
  },
  company_service_reg_by_unit: {
    path: '/company-service/regByUnit',
    title: '按单位使用登记',
    in: 'service_registration',
    access: 'company-service:use-registration',
    page: 'RegistrationListPages#RegByUnitPage',
  },
  company_service_unit_detail: {
    path: '/company-service/unit-detail',
    title: '按单位登记详情',
    in: 'service_registration',
    access: 'company-service:use-registration',
    hideInMenu: true,
    page: 'RegistrationDetailPages#UnitDetailPage',
    record: { param: 'id', label: '登记编号', list: 'company_service_reg_by_unit' },
  },
  company_service_use_registration: {
    path: '/company-service/useRegistration',
    title: '使用登记申请记录',
    in: 'service_registration',
    access: 'company-service:use-registration',
    page: 'UseRegistrationPage',
    search: { status: 'optional' },
  },
  company_service_use_register_details: {
    path: '/company-service/useRegisterDetails',
    title: '使用登记申请详情',
    in: 'service_registration',
    access: 'company-service:use-registration',
    hideInMenu: true,
    page: 'UseRegisterDetailsPage',
    record: { param: 'id', label: '申请编号', list: 'company_service_use_registration' },
  },
  use_record_apply: {
    path: '/use-record/apply',
    title: '使用登记申请',
    in: 'use_record',
    beforeClose: true,
    page: 'UseRecordApplyPage',
    search: { id: 'optional', registMode: 'optional', oidnos: 'optional' },
  },
  use_record_query: { path: '/use-record/query', title: '使用登记查询', in: 'use_record', page: 'UseRecordQueryPage' },
  use_record_detail: {
    path: '/use-record/detail',
    title: '使用登记记录详情',
    in: 'use_record',
    page: 'UseRecordDetailPage',
    record: { param: 'id', label: '使用登记编号', list: 'use_record_query' },
  },
});

/** The flow log of one application, standalone and printable. */
export const flowLogRoutes = defineOutsideRoutes('registration', {
  flow_log_single: {
    path: '/flowLog-single',
    title: '流程日志',
    public: true,
    page: 'FlowLogPage',
    search: { id: 'required', kind: 'optional' },
  },
});
