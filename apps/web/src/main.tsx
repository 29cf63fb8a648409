import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig, type AppConfig } from './platform/config';
import { createPlatform } from './platform/platform';
import { App } from './app/App';

const root = createRoot(document.getElementById('root')!);

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
  root.render(
    <StrictMode>
      <App platform={platform} />
    </StrictMode>,
  );
}
