import * as z from 'zod/mini';
import { reportStoredProblem } from './stored-problems';

export { z };

/** The browser's storage, or null where there is none (tests, a browser that blocks it). */
export const local = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
export const perSession = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Text read back from storage (or a storage event) as the value `schema` describes, or null. What
 * another version of the app, another extension or a person at the console left under the key may
 * be anything: text that is not JSON or JSON of another shape is removed from `storage` (when given)
 * and reported to the error log, never handed to a page.
 */
export function parseStored<T>(
  text: string | null,
  schema: z.ZodMiniType<T>,
  key: string,
  storage?: Storage | null,
): T | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    drop(key, storage, '不是有效的 JSON');
    return null;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  drop(key, storage, `格式不符${issue?.path.length ? `（${issue.path.join('.')}）` : ''}`);
  return null;
}

/** The value kept under `key`, checked by `schema`; null when absent or unusable (which is then removed). */
export function readStored<T>(storage: Storage | null, key: string, schema: z.ZodMiniType<T>): T | null {
  let text: string | null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  return parseStored(text, schema, key, storage);
}

/** Writes a value as JSON; a full or blocked storage loses the value, not the page. */
export function writeStored(storage: Storage | null, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return !!storage;
  } catch {
    return false;
  }
}

/** The keys of `storage` that start with `prefix`. */
export function storedKeys(storage: Storage | null, prefix: string): string[] {
  const out: string[] = [];
  try {
    for (let i = 0; storage && i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(prefix)) out.push(k);
    }
  } catch {
    /* no storage, no keys */
  }
  return out;
}

function drop(key: string, storage: Storage | null | undefined, problem: string) {
  try {
    storage?.removeItem(key);
  } catch {
    /* already unreadable */
  }
  reportStoredProblem(key, `本机保存的「${key}」${problem}，已丢弃`);
}
