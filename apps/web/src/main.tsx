import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './app/config';
import { createPlatform } from './app/platform';
import { App } from './app/App';

const config = await loadConfig();
const platform = createPlatform(config);
platform.errorLog.installGlobalHandlers();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App platform={platform} />
  </StrictMode>,
);
