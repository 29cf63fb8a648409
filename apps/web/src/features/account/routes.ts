import { defineOutsideRoutes, defineRoutes } from '@/platform/routing';

/** 企业账号管理 and 账号信息维护: registrations to confirm, member accounts, password resets, one's own account. */
export const accountRoutes = defineRoutes('account', {
  system_account: {
    path: '/system/account',
    title: '账号信息维护',
    icon: 'user',
    in: 'system',
    access: 'system:account',
    beforeClose: true,
    page: 'AccountInfoPage',
  },
  account_check: {
    path: '/account/check',
    title: '注册确认',
    in: 'account',
    access: 'account:check',
    page: 'RegistrationCheckPage',
  },
  account_register_detail: {
    path: '/account/register-detail',
    title: '注册申请详情',
    in: 'account',
    access: 'account:check',
    hideInMenu: true,
    page: 'RegistrationDetailPage',
    record: { param: 'id', label: '申请编号', list: 'account_check' },
  },
  account_manager: {
    path: '/account/manager',
    title: '成员账号',
    in: 'account',
    access: 'account:manager',
    page: 'MemberAccountsPage',
  },
  account_add: {
    path: '/account/add-account',
    title: '新增成员账号',
    in: 'account',
    access: 'account:manager',
    hideInMenu: true,
    page: 'AddMemberAccountPage',
  },
  account_detail: {
    path: '/account/account-detail',
    title: '成员账号详情',
    in: 'account',
    access: 'account:manager',
    hideInMenu: true,
    page: 'MemberAccountDetailPage',
    record: { param: 'loginName', label: '登录账号', list: 'account_manager' },
    search: { operation: 'optional' },
  },
  account_reset_check: {
    path: '/account/reset-password-check-list',
    title: '密码重置审核',
    in: 'account',
    access: 'account:reset-password',
    page: 'PasswordResetCheckPage',
  },
  account_reset_query: {
    path: '/account/reset-password-query-list',
    title: '密码重置查询',
    in: 'account',
    access: 'account:reset-password',
    page: 'PasswordResetQueryPage',
  },
  account_reset_detail: {
    path: '/account/reset-password-detail',
    title: '密码重置申请详情',
    in: 'account',
    access: 'account:reset-password',
    hideInMenu: true,
    page: 'PasswordResetDetailPage',
    record: { param: 'id', label: '申请编号', list: 'account_reset_check' },
  },
});

/** What a unit meets before it has an account (no session). */
export const accountOutsideRoutes = defineOutsideRoutes('account', {
  register: { path: '/register', title: '企业账号注册', public: true, page: 'RegisterPage' },
  register_success: {
    path: '/register-success',
    title: '注册申请已提交',
    public: true,
    page: 'RegisterSuccessPage',
    search: { no: 'optional' },
  },
  register_result: { path: '/regCheackList', title: '注册结果查询', public: true, page: 'RegistrationResultPage' },
  reset_password: { path: '/resetPassword', title: '密码重置申请', public: true, page: 'ResetPasswordPage' },
  reset_success: {
    path: '/resetSuccess',
    title: '密码重置申请已提交',
    public: true,
    page: 'ResetSuccessPage',
    search: { no: 'optional' },
  },
});
