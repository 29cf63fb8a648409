import { defineRoutes } from '@/platform/routing';

/** 施工告知: construction notices (install, alteration, repair), their queries and the notice form. */
export const constructionRoutes = defineRoutes('construction', {
  construction_register_list: {
    path: '/construction/register-list',
    title: '施工告知登记',
    in: 'construction',
    access: 'construction:register',
    page: 'ConstructionNoticesPage',
    pageProps: { manage: true },
    search: { status: 'optional' },
  },
  construction_query_list: {
    path: '/construction/query-list',
    title: '施工告知查询',
    in: 'construction',
    access: 'construction:query',
    page: 'ConstructionNoticesPage',
  },
  construction_detail: {
    path: '/construction/detail',
    title: '施工告知详情',
    in: 'construction',
    hideInMenu: true,
    page: 'ConstructionDetailPage',
    record: { param: 'id', label: '告知编号', list: 'construction_register_list' },
  },
  construction_register: {
    path: '/construction/register',
    title: '施工告知登记表',
    in: 'construction',
    access: 'construction:register',
    hideInMenu: true,
    page: 'ConstructionFormPage',
    search: { id: 'optional' },
  },
});
