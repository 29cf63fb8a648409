import { defineRoutes } from '@/platform/routing';

/** 检验申报: the periodic inspection declaration (four steps), its records, and the other declaration kinds. */
export const declarationRoutes = defineRoutes('declaration', {
  company_service_online_apply: { path: '/company-service/online-apply', title: '定期检验报检', in: 'service_declaration', access: 'company-service:online-apply', beforeClose: true, page: 'OnlineApplyPage' },
  company_service_online_apply_query: { path: '/company-service/online-apply-query', title: '网上报检记录', in: 'service_declaration', access: 'company-service:online-apply-query', page: 'OnlineApplyQueryPage', search: { status: 'optional' } },
  company_service_online_apply_edit: { path: '/company-service/online-apply-edit', title: '修改网上报检申请', in: 'service_declaration', access: 'company-service:online-apply', hideInMenu: true, beforeClose: true, page: 'OnlineApplyEditPage', record: { param: 'id', label: '申请编号', list: 'company_service_online_apply_query' } },
  company_service_online_apply_view: { path: '/company-service/online-apply-view', title: '网上报检申请详情', in: 'service_declaration', access: 'company-service:online-apply-query', hideInMenu: true, page: 'OnlineApplyViewPage', record: { param: 'id', label: '申请编号', list: 'company_service_online_apply_query' } },
  company_service_superintend: { path: '/company-service/new-superintend-query', title: '安装改造修理监督检验申报', in: 'service_declaration', access: 'company-service:superintend', page: 'DeclarationQueryPage', pageProps: { kind: 'superintend' } },
  company_service_manufacture_supervise: { path: '/company-service/online-supervise-query', title: '制造监督检验申报', in: 'service_declaration', access: 'company-service:manufacture-supervise', page: 'DeclarationQueryPage', pageProps: { kind: 'manufactureSupervise' } },
  company_service_entrust: { path: '/company-service/new-entrust-query', title: '委托检验申报', in: 'service_declaration', access: 'company-service:entrust', page: 'DeclarationQueryPage', pageProps: { kind: 'entrust' } },
  company_service_appraisal: { path: '/company-service/new-appraisal-query', title: '设计文件鉴定申报', in: 'service_declaration', access: 'company-service:appraisal', page: 'DeclarationQueryPage', pageProps: { kind: 'appraisal' } },
  company_service_declaration_detail: { path: '/company-service/declaration-detail', title: '检验申报详情', in: 'service_declaration', hideInMenu: true, page: 'DeclarationDetailPage', record: { param: 'onlinelsh', label: '申报流水号', list: 'company_service_superintend' } },
});
