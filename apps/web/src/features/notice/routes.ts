import { defineRoutes } from '@/platform/routing';

/** Notices of the inspection body (通知公告), reached from the work desk. */
export const noticeRoutes = defineRoutes('notice', {
  notice: { path: '/notice', title: '通知公告', icon: 'notice', in: '_home', hideInMenu: true, page: 'NoticeListPage' },
  notice_detail: {
    path: '/notice/detail',
    title: '公告详情',
    in: '_home',
    hideInMenu: true,
    page: 'NoticeDetailPage',
    record: { param: 'id', label: '公告编号', list: 'notice' },
  },
});
