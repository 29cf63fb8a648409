import { defineRoutes } from '@/platform/routing';

/** 工作台: the work desk every user lands on. */
export const homeRoutes = defineRoutes('home', {
  home: { path: '/home', title: '工作台', icon: 'home', in: '_home', notCache: true, page: 'HomePage' },
});
