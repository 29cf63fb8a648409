// Business constants of the special-equipment (特种设备) safety supervision platform (spec section 9).
// Data tables live in modules of their own (equipment-types.ts, areas.ts), re-exported here, so a
// bundle that needs a cookie name or a message does not carry the tables.
export * from './equipment-types';
export * from './areas';

/** What a form/page is opened for. */
export const OPERATION_TYPES = { add: 'add', edit: 'edit', view: 'view' } as const;
export type OperationType = (typeof OPERATION_TYPES)[keyof typeof OPERATION_TYPES];

export const COOKIE_NAMES = { token: 'token', extendToken: 'other_token', usualPerson: 'usualPerson' } as const;
/** Cookie lifetimes in days. */
export const COOKIE_LIFETIME_DAYS = { token: 1, usualPerson: 10 } as const;

/** Debounce before validating a field while the user types, in milliseconds. */
export const VALIDATION_DELAY_MS = 500;

export const HOME_ROUTE_NAME = 'home';

/** User-facing texts shared across apps (spec section 8). */
export const MESSAGES = {
  serverError: '服务器开小差了，请稍后再试',
  logoutSuccess: '登出成功',
  passwordChanged: '密码修改成功',
  passwordChangedTitle: '成功',
  simplePasswordTitle: '友情提醒',
  simplePasswordBody: '您的密码过于简单，请修改为至少8位且包含数字、字母和特殊字符的密码',
  confirmCloseTab: '确定要关闭这一页吗',
  sessionExpired: '登录已过期，请重新登录',
} as const;
