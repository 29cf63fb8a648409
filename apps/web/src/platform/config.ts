import {
  DEFAULT_AREA_CODE,
  DEFAULT_PROVINCE_CODE,
  DEFAULT_SECRET,
  HOME_ROUTE_NAME,
  COOKIE_LIFETIME_DAYS,
} from '@tzsb/sdk';

/**
 * Runtime configuration: `/config.json` is fetched at start and merged over these defaults, so a
 * deployment changes addresses and wording without a rebuild. (Checked by hand rather than with
 * zod: this runs before the login page, whose bundle has a size budget.)
 */
export interface AppConfig {
  /** Base address of the API; empty means this site's own origin (which proxies to the API). */
  apiBaseUrl: string;
  /** City shown before the platform title in the header. */
  cityName: string;
  /** Platform title (also the first part of every page title). */
  platformTitle: string;
  /** Credential cipher secret: three comma-separated keys. */
  cipherSecret: string;
  /** Host of print and PDF pages. */
  printHost: string;
  /** Where 企业平台操作手册下载 points. */
  manualUrl: string;
  /** Lifetime of the token cookies, in days. */
  cookieDays: number;
  provinceCode: string;
  areaCode: string;
  /** Name of the home route. */
  homeName: string;
  /**
   * Home route name by role type (spec 4: the role type decides where the home tab sits), e.g.
   * `{ "maint": "equipment_query" }`. A role type not listed, or a route the role may not open,
   * falls back to `homeName`.
   */
  homeByRoleType: Record<string, string>;
  /** Title of the menu section. */
  menuTitle: string;
  /** Title of the home page (work desktop). */
  desktopTitle: string;
  /** The authority that issues operators' and safety staff's certificates (the form's default 发证机关). */
  certIssuer: string;
  /** The local inspection body (where messages to 检验机构 go). */
  inspectionBody: string;
  /**
   * How many tabs may be open at once, home included (a whole number, at least 2). Opening one more
   * closes the least recently used tab that is not pinned (asking first where its page asks).
   */
  maxTabs: number;
  /**
   * How many tabs' pages stay alive (their DOM and state kept while another tab is shown), the shown
   * one included (a whole number, at least 1). Beyond it the page not shown for the longest time gives
   * its DOM back; its tab stays, and showing it again renders it anew from its address (filters,
   * paging), at the scroll position it had.
   */
  keepAlivePages: number;
  /**
   * Set when the app runs on the sandbox (`pnpm start`): the address of its console. A thin
   * 「模拟环境」 mark then links to it on every page, so nobody takes the demo data for real.
   */
  sandboxConsoleUrl: string;
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: '',
  cityName: '',
  platformTitle: '特种设备检验报告及补证自助服务平台',
  cipherSecret: DEFAULT_SECRET,
  printHost: '',
  manualUrl: '',
  cookieDays: COOKIE_LIFETIME_DAYS.token,
  provinceCode: DEFAULT_PROVINCE_CODE,
  areaCode: DEFAULT_AREA_CODE,
  homeName: HOME_ROUTE_NAME,
  homeByRoleType: {},
  menuTitle: '企业服务',
  desktopTitle: '工作台',
  certIssuer: '',
  inspectionBody: '',
  maxTabs: 20,
  keepAlivePages: 8,
  sandboxConsoleUrl: '',
};

/** Counts that must be whole numbers of at least the given value. */
const WHOLE_AT_LEAST = { maxTabs: 2, keepAlivePages: 1 } as const;

/** Values that must not be empty when given. */
const NON_EMPTY: (keyof AppConfig)[] = ['platformTitle', 'homeName'];

const isStringMap = (v: unknown): v is Record<string, string> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string' && x.trim() !== '');

/** Merges an external configuration over the defaults; unknown keys are ignored, bad ones reported. */
export function mergeConfig(external: unknown): AppConfig {
  const input = (external && typeof external === 'object' ? external : {}) as Record<string, unknown>;
  const out: AppConfig = { ...defaultConfig };
  const bad: string[] = [];
  for (const key of Object.keys(defaultConfig) as (keyof AppConfig)[]) {
    if (!(key in input) || input[key] === undefined) continue;
    const v = input[key];
    const kind = typeof defaultConfig[key];
    const fits =
      kind === 'number'
        ? typeof v === 'number' &&
          Number.isFinite(v) &&
          v > 0 &&
          (!(key in WHOLE_AT_LEAST) || (Number.isInteger(v) && v >= WHOLE_AT_LEAST[key as keyof typeof WHOLE_AT_LEAST]))
        : kind === 'object'
          ? isStringMap(v)
          : typeof v === 'string' && (!NON_EMPTY.includes(key) || v.trim() !== '');
    if (fits) (out as unknown as Record<string, unknown>)[key] = v;
    else bad.push(key);
  }
  if (bad.length) throw new Error(`运行配置 config.json 有误：${bad.join('、')}`);
  return out;
}

export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  let external: unknown = {};
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (res.ok) external = await res.json();
  } catch {
    // No config.json: the built-in defaults apply.
  }
  return mergeConfig(external);
}
