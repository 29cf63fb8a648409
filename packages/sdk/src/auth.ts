import type { CallOptions, TzsbClient } from './client';
import { sessionOfClient, unwrap } from './client';
import { DEFAULT_SECRET } from './secret';
import { ApiError } from './errors';
import { isSimplePassword } from './password';
import type { Role, Session, UnitInfo, User } from './session';
import type { paths } from './generated/schema';

/** Account fields saved by updateInfo, as the contract declares them. */
export type UpdateInfoInput = NonNullable<
  paths['/a/stone/user/updateInfo']['post']['requestBody']
>['content']['application/x-www-form-urlencoded'];

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
  /**
   * Where the outcome is recorded: the same `Session` the client was created with (the client reads
   * its tokens from it). Omit it to use the client's.
   */
  session?: Session;
  /** The credential cipher's secret (three comma-separated keys); JeeSite's default if omitted. */
  secret?: string;
}

export interface UserInfo {
  user: User;
  roleList: Role[];
}

/** A login answered with success but no session id (kind `http`: not what the contract promises). */
export const NO_SESSION_ISSUED_MESSAGE = '登录失败：服务器没有返回会话编号，请稍后再试';

/** Per-call options without the headers: what a follow-up call of a flow inherits. */
const followUp = (options: CallOptions | undefined): CallOptions | undefined => {
  if (!options) return undefined;
  const { headers: _, ...rest } = options;
  return Object.values(rest).some((v) => v !== undefined) ? rest : undefined;
};

/** The session to record into: the client's own, or the one given if it is that one. */
function sessionFor(client: TzsbClient, given: Session | undefined): Session {
  const own = sessionOfClient(client);
  if (own === null) {
    throw new TypeError(
      'createAuth：client 创建时没有传 session，登录后的请求不会带上令牌。请用 createTzsbClient({ baseUrl, session }) 创建客户端，再把同一个 session 交给 createAuth（或省略）。',
    );
  }
  if (given && own !== undefined && given !== own) {
    throw new TypeError(
      'createAuth：传入的 session 不是 client 的会话。客户端从创建时的 session 读取令牌，登录结果必须记在同一个对象里；省略 session 即使用客户端的。',
    );
  }
  const session = given ?? own;
  if (!session || typeof (session as Session).setTokens !== 'function') {
    throw new TypeError('createAuth：需要一个 Session（new Session(memoryStore()) 或 new Session(browserStore())）。');
  }
  return session as Session;
}

/**
 * The session flows of spec section 4 as calls: each one talks to the server through the client and
 * records the outcome in the session. Every call takes per-call options (`headers`, `signal`,
 * `fetch`) like `client.*` calls. Failures reject with `ApiError` and leave the session as it was; a
 * login whose user-info call fails leaves no tokens behind.
 */
export function createAuth({ client, session: given, secret = DEFAULT_SECRET }: AuthOptions) {
  const session = sessionFor(client, given);
  let userInfo: UserInfo | null = null;
  let pending: Promise<UserInfo> | null = null;

  const reset = () => {
    userInfo = null;
    pending = null;
  };

  /** Stores the tokens of a login answer, loads the user info; a failure signs out again. */
  const startSession = async (
    data: { sessionid?: string | null; extendSessionId?: string | null } | null | undefined,
    options: CallOptions | undefined,
  ) => {
    if (!data?.sessionid)
      throw new ApiError('http', NO_SESSION_ISSUED_MESSAGE, { status: 200, operation: 'POST /a/login', body: data });
    reset();
    session.setTokens(data.sessionid, data.extendSessionId ?? null);
    try {
      return await auth.loadUserInfo({ force: true }, followUp(options));
    } catch (error) {
      // Half signed in (tokens, no user) would pass the route guard with nothing to show.
      reset();
      session.clear();
      throw error;
    }
  };

  const auth = {
    /**
     * Logs in with username and password (both encrypted), then loads the user info. `options.headers`
     * go with the login request only; the other options (`signal`, `fetch`, `timeout`, `retry`,
     * `onAttempt`) with both requests.
     */
    async login(input: LoginInput, options?: CallOptions): Promise<UserInfo> {
      // The cipher (crypto-js) is loaded when a login happens, not with every page that signs in users.
      const { des } = await import('./cipher');
      const data = await unwrap(
        client.POST('/a/login', {
          ...options,
          params: { query: { __ajax: 'json' } },
          body: {
            username: des.encode(input.username, secret),
            password: des.encode(input.password, secret),
            validateCode: input.validateCode ?? '',
            ticket: input.ticket ?? '',
            gotoUrl: input.gotoUrl ?? '',
          },
        }),
      );
      const info = await startSession(data, options);
      // A password scoring below 3 marks the session so the shell asks for a change.
      session.setSimplePassword(isSimplePassword(input.password));
      if (input.rememberUser !== undefined) session.rememberUser(input.rememberUser ? input.username : null);
      return info;
    },

    /** Single-sign-on login with the token the portal handed over (options as for `login`). */
    async ssoLogin(input: SsoLoginInput, options?: CallOptions): Promise<UserInfo> {
      const data = await unwrap(
        client.POST('/a/login', {
          ...options,
          params: { query: { __ajax: 'json' } },
          body: {
            ssotoken: input.ssotoken,
            validateCode: input.validateCode ?? '',
            ticket: input.ticket ?? '',
            gotoUrl: input.gotoUrl ?? '',
          },
        }),
      );
      return startSession(data, options);
    },

    /**
     * The user info, loaded once per login (concurrent callers share one request); `force` reloads.
     * On failure the caller decides (the web app clears the token and goes to login).
     */
    loadUserInfo({ force = false }: { force?: boolean } = {}, options?: CallOptions): Promise<UserInfo> {
      if (userInfo && !force && session.state.userInfoLoaded) return Promise.resolve(userInfo);
      if (pending && !force && !options) return pending;
      const request = unwrap(
        client.GET('/a/stone/user/info', { ...options, params: { query: { __ajax: 'json' } } }),
      ).then((data) => {
        const info: UserInfo = { user: data.user, roleList: data.roleList ?? data.user.roleList ?? [] };
        session.applyUserInfo(info.user, info.roleList);
        userInfo = info;
        return info;
      });
      pending = request;
      return request.finally(() => {
        if (pending === request) pending = null;
      });
    },

    /** Switches the active role; on success the session keeps it and access becomes its menu ids. */
    async changeRole(role: Role, options?: CallOptions): Promise<void> {
      await unwrap(client.POST('/a/stone/user/changeRole', { ...options, body: { id: role.id } }));
      session.switchRole(role);
    },

    /** The signed-in user's unit (organisation), kept in the session for the header. */
    async loadUnit(options?: CallOptions): Promise<UnitInfo> {
      const unit = await unwrap(client.GET('/a/stone/user/unit', { ...options }));
      session.setUnit(unit);
      return unit;
    },

    /** Saves the account information (name, identity card, phone, mobile). */
    async updateInfo(input: UpdateInfoInput, options?: CallOptions): Promise<void> {
      await unwrap(client.POST('/a/stone/user/updateInfo', { ...options, body: input }));
      if (userInfo) {
        userInfo = {
          ...userInfo,
          user: {
            ...userInfo.user,
            name: input.name,
            idCard: input.identityCard ?? null,
            phone: input.phone ?? null,
            mobile: input.mobile ?? null,
          },
        };
        session.applyUserInfo(userInfo.user, userInfo.roleList);
      }
    },

    /**
     * Changes the password. On success the simple-password flag is recomputed from the new password
     * and the session is cleared: the user logs in again with it.
     */
    async updatePassword(input: { oldPassword: string; newPassword: string }, options?: CallOptions): Promise<void> {
      await unwrap(
        client.POST('/a/stone/user/updatePwd', {
          ...options,
          body: { oldPassword: input.oldPassword, newPassword: input.newPassword },
        }),
      );
      session.setSimplePassword(isSimplePassword(input.newPassword));
      userInfo = null;
      session.clear();
    },

    /** Logs out on the server, then clears the session even if the server call failed. */
    async logout(options?: CallOptions): Promise<void> {
      try {
        await unwrap(client.GET('/a/logout', { ...options }));
      } finally {
        reset();
        session.clear();
      }
    },
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
