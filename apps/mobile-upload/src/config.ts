/**
 * Runtime configuration: `config.json` next to the page (/attachmentUploadMobile/config.json) is
 * fetched at start and merged over these defaults, so a deployment changes the API address and
 * limits without a rebuild (the pattern of apps/web/src/app/config.ts; checked by hand rather than
 * with zod, which would be a fifth of this page's script on a phone).
 */
export interface AppConfig {
  /** Base address of the API; empty means this site's own origin (which proxies to the API). */
  apiBaseUrl: string;
  /** Shown small above the page title. */
  platformTitle: string;
  /** Largest file the server accepts, in MB (the contract says 20). */
  maxFileSizeMb: number;
  /** Photos are scaled down to this longest edge, in pixels, before upload. */
  imageMaxEdge: number;
  /** JPEG quality of compressed photos (0–1]. */
  imageQuality: number;
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: '',
  platformTitle: '特种设备检验报告及补证自助服务平台',
  maxFileSizeMb: 20,
  imageMaxEdge: 1920,
  imageQuality: 0.8,
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const checks: { [K in keyof AppConfig]: (v: unknown) => boolean } = {
  apiBaseUrl: (v) => typeof v === 'string',
  platformTitle: (v) => typeof v === 'string',
  maxFileSizeMb: (v) => isNumber(v) && v > 0,
  imageMaxEdge: (v) => isNumber(v) && Number.isInteger(v) && v >= 320,
  imageQuality: (v) => isNumber(v) && v > 0 && v <= 1,
};

/** Merges an external configuration over the defaults; unknown keys are ignored, bad ones reported. */
export function mergeConfig(external: unknown): AppConfig {
  const source = (
    typeof external === 'object' && external !== null && !Array.isArray(external) ? external : {}
  ) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaultConfig };
  const bad: string[] = [];
  for (const key of Object.keys(checks) as (keyof AppConfig)[]) {
    if (!(key in source) || source[key] === undefined) continue;
    if (checks[key](source[key])) merged[key] = source[key];
    else bad.push(key);
  }
  if (bad.length) throw new Error(`运行配置 config.json 有误：${bad.join('、')}`);
  return merged as unknown as AppConfig;
}

export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<AppConfig> {
  let external: unknown = {};
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (res.ok) external = await res.json();
  } catch {
    // No config.json: the built-in defaults apply.
  }
  return mergeConfig(external);
}
