import { defineOutsideRoutes } from '@/platform/routing';

/** The error screens (spec 2.1): no access, server error, and any unknown address. */
export const errorRoutes = defineOutsideRoutes('errors', {
  error_401: {
    path: '/401',
    title: '无权访问',
    public: true,
    light: true,
    page: 'ErrorScreen#ErrorScreen',
    pageProps: { code: '401' },
  },
  error_500: {
    path: '/500',
    title: '服务器错误',
    public: true,
    light: true,
    page: 'ErrorScreen#ErrorScreen',
    pageProps: { code: '500' },
  },
});

export const notFoundRoutes = defineOutsideRoutes('errors', {
  error_404: {
    path: '*',
    title: '页面不存在',
    public: true,
    light: true,
    page: 'ErrorScreen#ErrorScreen',
    pageProps: { code: '404' },
  },
});
