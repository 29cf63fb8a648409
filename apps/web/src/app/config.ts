import { z } from 'zod';
import { DEFAULT_AREA_CODE, DEFAULT_PROVINCE_CODE, DEFAULT_SECRET, HOME_ROUTE_NAME, COOKIE_LIFETIME_DAYS } from '@tzsb/sdk';

/**
 * Runtime configuration: `/config.json` is fetched at start and merged over these defaults, so a
 * deployment changes addresses and wording without a rebuild.
 */
const configSchema = z.object({
  /** Base address of the API; empty means this site's own origin (which proxies to the API). */
  apiBaseUrl: z.string(),
  /** City shown before the platform title in the header. */
  cityName: z.string(),
  /** Platform title (also the first part of every page title). */
  platformTitle: z.string().min(1),
  /** Credential cipher secret: three comma-separated keys. */
  cipherSecret: z.string(),
  /** Host of print and PDF pages. */
  printHost: z.string(),
  /** Where 企业平台操作手册下载 points. */
  manualUrl: z.string(),
  /** Lifetime of the token cookies, in days. */
  cookieDays: z.number().positive(),
  provinceCode: z.string(),
  areaCode: z.string(),
  /** Name of the home route. */
  homeName: z.string().min(1),
  /** Title of the menu section. */
  menuTitle: z.string(),
  /** Title of the home page (work desktop). */
  desktopTitle: z.string(),
});

export type AppConfig = z.infer<typeof configSchema>;

export const defaultConfig: AppConfig = {
  apiBaseUrl: '',
  cityName: '',
  platformTitle: '特种设备企业服务平台',
  cipherSecret: DEFAULT_SECRET,
  printHost: '',
  manualUrl: '',
  cookieDays: COOKIE_LIFETIME_DAYS.token,
  provinceCode: DEFAULT_PROVINCE_CODE,
  areaCode: DEFAULT_AREA_CODE,
  homeName: HOME_ROUTE_NAME,
  menuTitle: '企业服务',
  desktopTitle: '工作台',
};

/** Merges an external configuration over the defaults; unknown keys are ignored, bad ones reported. */
export function mergeConfig(external: unknown): AppConfig {
  const partial = configSchema.partial().safeParse(external ?? {});
  if (!partial.success) {
    const fields = partial.error.issues.map((i) => i.path.join('.')).join('、');
    throw new Error(`运行配置 config.json 有误：${fields}`);
  }
  return { ...defaultConfig, ...partial.data };
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
