import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareFile, type CompressOptions } from './compress';
import { rejectReason, type UploadLink } from './files';
import type { MobileApi } from './api';

export type UploadStatus = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed' | 'rejected';

export interface UploadItem {
  key: string;
  /** The file as picked. */
  source: File;
  /** The file as sent (compressed or not), once prepared. */
  prepared?: File;
  /** Original size when the photo was compressed. */
  originalSize?: number;
  status: UploadStatus;
  /** Percent of the body sent. */
  percent: number;
  error?: string;
}

export interface UploadsOptions {
  api: MobileApi;
  link: UploadLink;
  compress: CompressOptions;
  maxBytes: number;
  /** After every successful upload (refreshes the list). */
  onUploaded: () => void;
}

let counter = 0;

/**
 * The files picked on this page: compressed when worth it, then uploaded one at a time (a phone's
 * upstream is narrow: the first photo finishes sooner than with parallel uploads), each with its
 * progress, and kept with its error for a retry when it fails.
 */
export function useUploads({ api, link, compress, maxBytes, onUploaded }: UploadsOptions) {
  const items = useRef(new Map<string, UploadItem>());
  const [snapshot, setSnapshot] = useState<UploadItem[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ api, link, compress, maxBytes, onUploaded });
  latest.current = { api, link, compress, maxBytes, onUploaded };

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    const item = items.current.get(key);
    if (!item) return;
    items.current.set(key, { ...item, ...change });
    setSnapshot([...items.current.values()]);
  }, []);

  const process = useCallback(
    async (key: string) => {
      const item = items.current.get(key);
      if (!item) return; // removed while waiting
      const { api, link, compress, maxBytes, onUploaded } = latest.current;
      let file = item.prepared;
      if (!file) {
        patch(key, { status: 'preparing', percent: 0, error: undefined });
        const prepared = await prepareFile(item.source, compress);
        file = prepared.file;
        patch(key, { prepared: file, originalSize: prepared.originalSize });
      }
      const rejected = rejectReason(file, maxBytes);
      if (rejected) {
        patch(key, { status: 'rejected', error: rejected });
        return;
      }
      patch(key, { status: 'uploading', percent: 0, error: undefined });
      try {
        await api.upload(link, file, (percent) => {
          if (items.current.get(key)?.status === 'uploading') patch(key, { percent });
        });
        patch(key, { status: 'done', percent: 100 });
        onUploaded();
      } catch (e) {
        patch(key, { status: 'failed', error: e instanceof Error ? e.message : String(e) });
      }
    },
    [patch],
  );

  const enqueue = useCallback(
    (key: string) => {
      queue.current = queue.current.then(() => process(key)).catch(() => undefined);
    },
    [process],
  );

  const add = useCallback(
    (files: File[]) => {
      for (const source of files) {
        const key = `u${++counter}`;
        items.current.set(key, { key, source, status: 'waiting', percent: 0 });
        enqueue(key);
      }
      setSnapshot([...items.current.values()]);
    },
    [enqueue],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.current.get(key);
      if (!item || item.status !== 'failed') return;
      patch(key, { status: 'waiting', percent: 0, error: undefined });
      enqueue(key);
    },
    [patch, enqueue],
  );

  const remove = useCallback((key: string) => {
    const item = items.current.get(key);
    if (!item || item.status === 'uploading' || item.status === 'preparing') return;
    items.current.delete(key);
    setSnapshot([...items.current.values()]);
  }, []);

  const busy = snapshot.some((i) => i.status === 'waiting' || i.status === 'preparing' || i.status === 'uploading');

  // Leaving the page (closing the tab, going back) while uploading asks first.
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { items: snapshot, add, retry, remove, busy };
}
