import { useCallback, useEffect, useRef, useState } from 'react';
import { unwrapBlob } from '@/kit/blob';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';

/** GET /a/stone/common/validCode: a new captcha image as an object URL. */
const fetchCaptcha = async (platform: Platform) =>
  URL.createObjectURL(await unwrapBlob(platform.client.GET('/a/stone/common/validCode', { parseAs: 'blob' })));

/**
 * The captcha image of a form; `refetch()` draws a new one. A plain hook rather than a cached query:
 * a captcha is never shared or reused, and the login page stays free of the query library.
 */
export function useCaptcha() {
  const platform = usePlatform();
  const [data, setData] = useState<string | undefined>();
  const [isFetching, setFetching] = useState(true);
  const current = useRef<string | undefined>(undefined);
  const seq = useRef(0);

  const refetch = useCallback(async () => {
    const mine = ++seq.current;
    setFetching(true);
    try {
      const url = await fetchCaptcha(platform);
      if (mine !== seq.current) {
        URL.revokeObjectURL(url);
        return;
      }
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = url;
      setData(url);
    } catch {
      if (mine === seq.current) setData(undefined);
    } finally {
      if (mine === seq.current) setFetching(false);
    }
  }, [platform]);

  useEffect(() => {
    void refetch();
    const sequence = seq;
    // Leaving: answers still on their way are dropped (a newer sequence number), the shown image freed.
    return () => {
      sequence.current++;
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = undefined;
    };
  }, [refetch]);

  return { data, isFetching, refetch };
}
