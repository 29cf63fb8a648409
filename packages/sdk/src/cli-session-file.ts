/// <reference types="node" />
// The `tzsb` CLI's session file: the Session's store kept in JSON between commands, with the base URL.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SessionKey, SessionStore } from './session';

interface SessionFile {
  baseUrl?: string;
  session: Partial<Record<SessionKey, string>>;
}

/** A SessionStore kept in a JSON file (written on every change), plus the saved base URL. */
export function fileStore(file: string): SessionStore & {
  baseUrl(): string | undefined;
  setBaseUrl(url: string): void;
  forgetSession(): void;
  path: string;
} {
  const read = (): SessionFile => {
    if (!existsSync(file)) return { session: {} };
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as SessionFile;
    } catch {
      return { session: {} };
    }
  };
  const write = (data: SessionFile) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  };
  return {
    path: file,
    get: (k) => read().session[k] ?? null,
    set: (k, v) => {
      const d = read();
      d.session[k] = v;
      write(d);
    },
    remove: (k) => {
      const d = read();
      if (k in d.session) {
        delete d.session[k];
        write(d);
      }
    },
    baseUrl: () => read().baseUrl,
    setBaseUrl: (url) => {
      const d = read();
      d.baseUrl = url;
      write(d);
    },
    /** Forgets the session, keeps the base URL. */
    forgetSession: () => {
      const { baseUrl } = read();
      write({ ...(baseUrl ? { baseUrl } : {}), session: {} });
    },
  };
}
