import type { components } from './generated/schema';
import { COOKIE_LIFETIME_DAYS, COOKIE_NAMES } from './constants';

export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];
export type UnitInfo = components['schemas']['UnitInfo'];

/** Everything the session keeps. Tokens and the remembered user live in cookies in a browser. */
export type SessionKey =
  | 'token'
  | 'extendToken'
  | 'usualPerson'
  | 'roleId'
  | 'roleName'
  | 'roleType'
  | 'simplePassword'
  | 'roles'
  | 'access'
  | 'unit'
  | 'user';

/** Where the session is kept: cookies and localStorage in a browser, memory in Node. */
export interface SessionStore {
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
}

export function memoryStore(initial: Partial<Record<SessionKey, string>> = {}): SessionStore {
  const map = new Map<SessionKey, string>(Object.entries(initial) as [SessionKey, string][]);
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

const COOKIE_KEYS: Partial<Record<SessionKey, string>> = {
  token: COOKIE_NAMES.token,
  extendToken: COOKIE_NAMES.extendToken,
  usualPerson: COOKIE_NAMES.usualPerson,
};

export interface BrowserStoreOptions {
  /** Lifetime of the `token` and `other_token` cookies in days (default 1). */
  cookieDays?: number;
  /** Lifetime of the `usualPerson` cookie in days (default 10). */
  usualPersonDays?: number;
  /** Prefix of the localStorage keys (default `tzsb.`). */
  prefix?: string;
  /** Cookie path (default `/`). */
  path?: string;
}

/**
 * The browser store: session token in cookie `token`, extended token in `other_token` (lifetime
 * configurable, default 1 day), remembered user in `usualPerson` (10 days); the rest in localStorage.
 */
export function browserStore(options: BrowserStoreOptions = {}): SessionStore {
  const {
    cookieDays = COOKIE_LIFETIME_DAYS.token,
    usualPersonDays = COOKIE_LIFETIME_DAYS.usualPerson,
    prefix = 'tzsb.',
    path = '/',
  } = options;
  const readCookie = (name: string) => {
    for (const part of document.cookie ? document.cookie.split('; ') : []) {
      const i = part.indexOf('=');
      if (decodeURIComponent(part.slice(0, i)) === name) return decodeURIComponent(part.slice(i + 1));
    }
    return null;
  };
  const writeCookie = (name: string, value: string, days: number) => {
    const expires = new Date(Date.now() + days * 864e5).toUTCString();
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax`;
  };
  return {
    get(key) {
      const cookie = COOKIE_KEYS[key];
      return cookie ? readCookie(cookie) : localStorage.getItem(prefix + key);
    },
    set(key, value) {
      const cookie = COOKIE_KEYS[key];
      if (cookie) writeCookie(cookie, value, key === 'usualPerson' ? usualPersonDays : cookieDays);
      else localStorage.setItem(prefix + key, value);
    },
    remove(key) {
      const cookie = COOKIE_KEYS[key];
      if (cookie) writeCookie(cookie, '', -1);
      else localStorage.removeItem(prefix + key);
    },
  };
}

/** A read-only picture of the session, new on every change (fit for `useSyncExternalStore`). */
export interface SessionState {
  readonly token: string | null;
  readonly extendToken: string | null;
  readonly loggedIn: boolean;
  readonly user: User | null;
  readonly roles: readonly Role[];
  readonly roleId: string | null;
  readonly roleName: string | null;
  readonly roleType: string | null;
  readonly access: readonly string[];
  readonly simplePassword: boolean;
  readonly unit: UnitInfo | null;
  readonly usualPerson: string | null;
  /** User info has been loaded in this page's life (it is loaded once). */
  readonly userInfoLoaded: boolean;
}

/** Stored JSON, or the fallback when it is unreadable or not of the fallback's kind (list or object). */
const json = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const kindOf = (v: unknown) =>
    Array.isArray(v) ? 'list' : v !== null && typeof v === 'object' ? 'object' : typeof v;
  return fallback === null
    ? kindOf(value) === 'object'
      ? (value as T)
      : fallback
    : kindOf(value) === kindOf(fallback)
      ? (value as T)
      : fallback;
};

/** The de-duplicated union of the menu ids of all roles, in first-seen order. */
export const accessOf = (roles: readonly Role[]): string[] => [...new Set(roles.flatMap((r) => r.menuIdList ?? []))];

/**
 * The one holder of session state (spec section 4). It only stores and derives; calls live in
 * `createAuth`, and UI reactions in the apps.
 */
export class Session {
  private readonly store: SessionStore;
  private listeners = new Set<() => void>();
  private snapshot: SessionState;
  private loaded = false;

  constructor(store: SessionStore = memoryStore()) {
    this.store = store;
    this.snapshot = this.read();
  }

  private read(): SessionState {
    const s = this.store;
    const token = s.get('token') || null;
    return {
      token,
      extendToken: s.get('extendToken') || null,
      loggedIn: token !== null,
      user: json<User | null>(s.get('user'), null),
      roles: json<Role[]>(s.get('roles'), []),
      roleId: s.get('roleId'),
      roleName: s.get('roleName'),
      roleType: s.get('roleType'),
      access: json<string[]>(s.get('access'), []),
      simplePassword: s.get('simplePassword') === 'true',
      unit: json<UnitInfo | null>(s.get('unit'), null),
      usualPerson: s.get('usualPerson'),
      userInfoLoaded: this.loaded,
    };
  }

  private changed() {
    this.snapshot = this.read();
    for (const l of this.listeners) l();
  }

  private put(key: SessionKey, value: string | null | undefined) {
    if (value === null || value === undefined) this.store.remove(key);
    else this.store.set(key, value);
  }

  /** Current state; the same object until something changes. */
  get state(): SessionState {
    return this.snapshot;
  }
  readonly getState = (): SessionState => this.snapshot;

  /** Listen to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The tokens the client appends as `__sid` and `__extend`. */
  readonly tokens = () => ({ token: this.snapshot.token, extendToken: this.snapshot.extendToken });

  /** Reads the whole store again (after the app removed a stored value it could not use). */
  reload() {
    this.changed();
  }

  /**
   * Catches up with the store when another page of the same browser changed it (a logout or a login
   * in another tab shares the cookies): when the stored token is no longer the one this state
   * holds, the state is read again (user info counts as not loaded) and listeners hear of it.
   * Returns true when the state changed.
   */
  sync(): boolean {
    if ((this.store.get('token') || null) === this.snapshot.token) return false;
    this.loaded = false;
    this.changed();
    return true;
  }

  /** Login succeeded: logged out → logged in. */
  setTokens(token: string, extendToken: string | null | undefined) {
    this.put('token', token);
    this.put('extendToken', extendToken ?? null);
    this.loaded = false;
    this.changed();
  }

  /**
   * User info arrived: keeps the user and roles, defaults the current role to the first when none is
   * stored (or the stored one is gone), and sets access to the union of all roles' menu ids.
   */
  applyUserInfo(user: User, roleList: readonly Role[]) {
    const roles = roleList.length ? [...roleList] : [...(user.roleList ?? [])];
    this.put('user', JSON.stringify(user));
    this.put('roles', JSON.stringify(roles));
    const stored = this.store.get('roleId');
    const current = roles.find((r) => r.id === stored) ?? roles[0];
    if (current) this.writeRole(current);
    else {
      this.put('roleId', null);
      this.put('roleName', null);
      this.put('roleType', null);
    }
    this.put('access', JSON.stringify(accessOf(roles)));
    this.loaded = true;
    this.changed();
  }

  private writeRole(role: Role) {
    this.put('roleId', role.id);
    this.put('roleName', role.name);
    this.put('roleType', role.roleType ?? null);
  }

  /** The server accepted a role change: store it and replace access by that role's menu ids. */
  switchRole(role: Role) {
    this.writeRole(role);
    this.put('access', JSON.stringify([...new Set(role.menuIdList ?? [])]));
    this.changed();
  }

  setUnit(unit: UnitInfo | null) {
    this.put('unit', unit ? JSON.stringify(unit) : null);
    this.changed();
  }

  setSimplePassword(simple: boolean) {
    this.put('simplePassword', String(simple));
    this.changed();
  }

  /** Remember (or forget, with null) the login name shown on the login page. */
  rememberUser(loginName: string | null) {
    this.put('usualPerson', loginName);
    this.changed();
  }

  /** Has access to a route access key: no key is open to any logged-in user. */
  canAccess(key: string | undefined | null): boolean {
    return !key || this.snapshot.access.includes(key);
  }

  /**
   * Logout or a successful password change: clears the tokens, current role, roles, access, unit
   * and user. The remembered user and the simple-password flag stay.
   */
  clear() {
    for (const k of [
      'token',
      'extendToken',
      'roleId',
      'roleName',
      'roleType',
      'roles',
      'access',
      'unit',
      'user',
    ] as const)
      this.store.remove(k);
    this.loaded = false;
    this.changed();
  }
}
