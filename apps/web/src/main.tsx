import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStore } from '@tzsb/sdk';
import { loadConfig, type AppConfig } from './platform/config';
import { createPlatform } from './platform/platform';
import '@/routes';
import { App, type AppStart } from './app/App';
import { loginFirstAddress } from './app/login-first-address';

const root = createRoot(document.getElementById('root')!);

// A visit without a session to the login page (or sent there) starts with the login page alone and
// loads the router while it is idle; any other starts with the router. Either code is fetched now,
// beside config.json.
const loginAt = loginFirstAddress(window.location.pathname, window.location.search, !!browserStore().get('token'));
const loginFirstCode = loginAt ? import('./app/LoginFirst') : null;
const routerCode = loginAt ? null : import('./app/router');
// Awaited below, once config.json is in.
loginFirstCode?.catch(() => undefined);
routerCode?.catch(() => undefined);

let config: AppConfig | null = null;
try {
  config = await loadConfig();
} catch (e) {
  // A deployment's config.json is wrong: say which key instead of showing a blank page.
  root.render(
    <div role="alert" style={{ padding: 48, fontFamily: 'sans-serif', color: '#c92a2a' }}>
      <h1 style={{ fontSize: 20 }}>平台无法启动</h1>
      <p>{e instanceof Error ? e.message : String(e)}</p>
      <p style={{ color: '#495057' }}>请联系系统管理员检查运行配置。</p>
    </div>,
  );
}

if (config) {
  const platform = createPlatform(config);
  platform.errorLog.installGlobalHandlers();
  if (loginAt && loginAt !== window.location.pathname + window.location.search)
    window.history.replaceState(null, '', loginAt);
  let start: AppStart | null = null;
  try {
    start = loginFirstCode
      ? { loginFirst: (await loginFirstCode).default }
      : { router: (await routerCode!).startRouter(platform) };
  } catch {
    // The first code did not arrive (network, a new deployment replaced the files).
    root.render(
      <div role="alert" style={{ padding: 48, fontFamily: 'sans-serif', color: '#c92a2a' }}>
        <h1 style={{ fontSize: 20 }}>页面加载失败</h1>
        <p style={{ color: '#495057' }}>请检查网络后刷新页面。</p>
      </div>,
    );
  }
  if (start) {
    root.render(
      <StrictMode>
        <App platform={platform} start={start} />
      </StrictMode>,
    );
  }
}
