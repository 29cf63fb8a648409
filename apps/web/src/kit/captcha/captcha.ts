import { useQuery, queryOptions } from '@tanstack/react-query';
import { unwrapBlob } from '../blob';
import { usePlatform } from '../../app/PlatformContext';
import type { Platform } from '../../app/platform';

/** The captcha image as an object URL; `refetch()` draws a new one. */
export const captchaQuery = (platform: Platform) =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: async () => URL.createObjectURL(await unwrapBlob(platform.client.GET('/a/stone/common/validCode', { parseAs: 'blob' }))),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCaptcha = () => useQuery(captchaQuery(usePlatform()));
