import { defineRoutes } from '@/platform/routing';

/** 人员管理: operators with their certificates and employment, safety staff, and the operators' exam fees. */
export const personRoutes = defineRoutes('person', {
  person_work: {
    path: '/person/workPerson',
    title: '作业人员',
    in: 'person',
    access: 'person:work',
    page: 'OperatorPage',
    search: { view: 'optional', certStatus: 'optional', operatorId: 'optional', holder: 'optional', name: 'optional' },
  },
  person_safety: {
    path: '/person/azRYgl',
    title: '安全管理人员',
    in: 'person',
    access: 'person:safety',
    page: 'SafetyPersonPage',
    search: { view: 'optional', certStatus: 'optional', personId: 'optional', holder: 'optional' },
  },
  company_service_charge_registration: {
    path: '/company-service/chargeRegistration',
    title: '作业人员考试费登记',
    in: 'service_payment',
    access: 'company-service:charge-registration',
    page: 'ChargeRegistrationPage',
  },
  company_service_charge_registration_detail: {
    path: '/company-service/chargeRegistrationDetail',
    title: '考试费登记详情',
    in: 'service_payment',
    hideInMenu: true,
    page: 'ChargeRegistrationDetailPage',
    record: { param: 'id', label: '登记编号', list: 'company_service_charge_registration' },
  },
});
