import { defineRoutes } from '@/platform/routing';

/** 报告与整改: inspection reports and opinions, rectification, safety check records, elevator inspection data. */
export const reportRoutes = defineRoutes('report', {
  company_service_report_query: {
    path: '/company-service/report-query',
    title: '报告查询',
    in: 'service_report',
    access: 'company-service:report-query',
    page: 'ReportQueryPage',
    search: { view: 'optional', eqpCode: 'optional', reportNo: 'optional' },
  },
  company_service_online_rectification: {
    path: '/company-service/online-rectification',
    title: '现场检验整改确认',
    in: 'service_report',
    access: 'company-service:rectification',
    page: 'OnlineRectificationPage',
    search: { status: 'optional' },
  },
  company_service_online_details: {
    path: '/company-service/online-details',
    title: '检验意见通知书详情',
    in: 'service_report',
    access: 'company-service:rectification',
    hideInMenu: true,
    page: 'OnlineDetailsPage',
    record: { param: 'id', label: '通知书编号', list: 'company_service_online_rectification' },
  },
  company_service_inspection_items: {
    path: '/company-service/inspectionItems',
    title: '安全检查记录',
    in: 'service_report',
    access: 'company-service:check-record',
    page: 'InspectionItemsPage',
    search: { view: 'optional', equclacode: 'optional', checkCycle: 'optional' },
  },
  company_service_check_record_detail: {
    path: '/company-service/check-record/detail',
    title: '检查记录详情',
    in: 'service_report',
    access: 'company-service:check-record',
    hideInMenu: true,
    page: 'CheckRecordDetailPage',
    record: { param: 'id', label: '检查记录编号', list: 'company_service_inspection_items' },
  },
  company_service_information_manage: {
    path: '/company-service/informationManage',
    title: '电梯监督检验资料',
    in: 'service_report',
    access: 'company-service:information-manage',
    page: 'InformationManagePage',
  },
  company_service_supervision_statement: {
    path: '/company-service/supervisionInspectionStatement',
    title: '监督检验情况一览',
    in: 'service_report',
    access: 'company-service:supervision-statement',
    page: 'SupervisionStatementPage',
  },
});
