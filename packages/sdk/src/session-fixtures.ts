// Fixtures of the session's tests: two roles, a user, a signed-in session and a store's contents.
import { Session, memoryStore, type Role, type SessionKey, type SessionStore, type User } from './session';

export const ENT: Role = {
  id: 'r-ent',
  name: '使用单位管理员',
  roleType: 'ent',
  menuIdList: ['home', 'equipment', 'equipment:query', 'account'],
};
export const MAINT: Role = {
  id: 'r-maint',
  name: '维保单位用户',
  roleType: 'maint',
  menuIdList: ['home', 'equipment:query', 'company-service:weibao', 'home'],
};
export const INSP: Role = { id: 'r-insp', name: '检验机构用户', menuIdList: [] };
export const USER: User = {
  id: 'u1',
  loginName: 'nbyjzy',
  name: '陈建国',
  mobile: '13857412368',
  roleList: [ENT, MAINT],
};

/** Everything a store holds, for asserting what was written. */
export function dump(store: SessionStore): Partial<Record<SessionKey, string>> {
  const keys: SessionKey[] = [
    'token',
    'extendToken',
    'usualPerson',
    'roleId',
    'roleName',
    'roleType',
    'simplePassword',
    'roles',
    'access',
    'unit',
    'user',
  ];
  return Object.fromEntries(keys.flatMap((k) => (store.get(k) === null ? [] : [[k, store.get(k)]])));
}

export function loggedInWithInfo(store: SessionStore = memoryStore()) {
  const session = new Session(store);
  session.setTokens('sid-1', 'ext-1');
  session.applyUserInfo(USER, [ENT, MAINT]);
  return session;
}
