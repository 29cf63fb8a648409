import { defineOutsideRoutes } from '@/platform/routing';

/** Signing in: the login page and single sign-on. */
export const sessionRoutes = defineOutsideRoutes('session', {
  login: {
    path: '/login',
    title: '登录',
    public: true,
    loginPage: true,
    light: true,
    page: 'LoginPage',
    search: { redirect: 'optional' },
  },
  ssologin: { path: '/ssologin', title: '单点登录', alwaysPass: true, page: 'SsoLoginPage' },
});
