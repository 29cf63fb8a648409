import type { TzsbClient } from './client';
import { unwrap } from './client';
import { encode, DEFAULT_SECRET } from './cipher';
import { isSimplePassword } from './password';
import type { Role, Session, UnitInfo, User } from './session';
import type { paths } from './generated/schema';

/** Account fields saved by updateInfo, as the contract declares them. */
export type UpdateInfoInput = NonNullable<paths['/a/stone/user/updateInfo']['post']['requestBody']>['content']['application/x-www-form-urlencoded'];

export interface LoginInput {
  username: string;
  password: string;
  validateCode?: string;
  ticket?: string;
  gotoUrl?: string;
  /** Remember the login name in the `usualPerson` cookie (10 days); false forgets it. */
  rememberUser?: boolean;
}

export interface SsoLoginInput {
  ssotoken: string;
  validateCode?: string;
  ticket?: string;
  gotoUrl?: string;
}

export interface AuthOptions {
  client: TzsbClient;
  session: Session;
  /** The credential cipher's secret (three comma-separated keys); JeeSite's default if omitted. */
  secret?: string;
}

export interface UserInfo {
  user: User;
  roleList: Role[];
}

/**
 * The session flows of spec section 4 as calls: each one talks to the server through the client and
 * records the outcome in the session. Failures reject with `ApiError` and leave the session as it was.
 */
export function createAuth({ client, session, secret = DEFAULT_SECRET }: AuthOptions) {
  let userInfo: UserInfo | null = null;
  let pending: Promise<UserInfo> | null = null;

  const afterLogin = (data: { sessionid?: string | null; extendSessionId?: string | null } | null | undefined) => {
    if (!data?.sessionid) throw new Error('登录成功但服务器未返回会话编号');
    userInfo = null;
    pending = null;
    session.setTokens(data.sessionid, data.extendSessionId ?? null);
  };

  const auth = {
    /** Logs in with username and password (both encrypted), then loads the user info once. */
    async login(input: LoginInput): Promise<UserInfo> {
      const data = await unwrap(
        client.POST('/a/login', {
          params: { query: { __ajax: 'json' } },
          body: {
            username: encode(input.username, secret),
            password: encode(input.password, secret),
            validateCode: input.validateCode ?? '',
            ticket: input.ticket ?? '',
            gotoUrl: input.gotoUrl ?? '',
          },
        }),
      );
      afterLogin(data);
      // A password scoring below 3 marks the session so the shell asks for a change.
      session.setSimplePassword(isSimplePassword(input.password));
      if (input.rememberUser !== undefined) session.rememberUser(input.rememberUser ? input.username : null);
      return auth.loadUserInfo();
    },

    /** Single-sign-on login with the token the portal handed over. */
    async ssoLogin(input: SsoLoginInput): Promise<UserInfo> {
      const data = await unwrap(
        client.POST('/a/login', {
          params: { query: { __ajax: 'json' } },
          body: { ssotoken: input.ssotoken, validateCode: input.validateCode ?? '', ticket: input.ticket ?? '', gotoUrl: input.gotoUrl ?? '' },
        }),
      );
      afterLogin(data);
      return auth.loadUserInfo();
    },

    /**
     * The user info, loaded once per login (concurrent callers share one request); `force` reloads.
     * On failure the caller decides (the web app clears the token and goes to login).
     */
    loadUserInfo({ force = false }: { force?: boolean } = {}): Promise<UserInfo> {
      if (userInfo && !force && session.state.userInfoLoaded) return Promise.resolve(userInfo);
      if (pending && !force) return pending;
      const request = unwrap(client.GET('/a/stone/user/info', { params: { query: { __ajax: 'json' } } })).then((data) => {
        const info: UserInfo = { user: data.user, roleList: data.roleList ?? data.user.roleList ?? [] };
        session.applyUserInfo(info.user, info.roleList);
        userInfo = info;
        return info;
      });
      pending = request;
      return request.finally(() => { if (pending === request) pending = null; });
    },

    /** Switches the active role; on success the session keeps it and access becomes its menu ids. */
    async changeRole(role: Role): Promise<void> {
      await unwrap(client.POST('/a/stone/user/changeRole', { body: { id: role.id } }));
      session.switchRole(role);
    },

    /** The signed-in user's unit (organisation), kept in the session for the header. */
    async loadUnit(): Promise<UnitInfo> {
      const unit = await unwrap(client.GET('/a/stone/user/unit'));
      session.setUnit(unit);
      return unit;
    },

    /** Saves the account information (name, identity card, phone, mobile). */
    async updateInfo(input: UpdateInfoInput): Promise<void> {
      await unwrap(client.POST('/a/stone/user/updateInfo', { body: input }));
      if (userInfo) {
        userInfo = { ...userInfo, user: { ...userInfo.user, name: input.name, idCard: input.identityCard ?? null, phone: input.phone ?? null, mobile: input.mobile ?? null } };
        session.applyUserInfo(userInfo.user, userInfo.roleList);
      }
    },

    /**
     * Changes the password. On success the simple-password flag is recomputed from the new password
     * and the session is cleared: the user logs in again with it.
     */
    async updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void> {
      await unwrap(client.POST('/a/stone/user/updatePwd', { body: { oldPassword: input.oldPassword, newPassword: input.newPassword } }));
      session.setSimplePassword(isSimplePassword(input.newPassword));
      userInfo = null;
      session.clear();
    },

    /** Logs out on the server, then clears the session even if the server call failed. */
    async logout(): Promise<void> {
      try {
        await unwrap(client.GET('/a/logout'));
      } finally {
        userInfo = null;
        pending = null;
        session.clear();
      }
    },
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
