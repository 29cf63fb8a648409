import { createTzsbClient, progressFetch, unwrap, type components } from '@tzsb/sdk';
import type { UploadLink } from './files';

export type Attachment = components['schemas']['Attachment'];
export type UploadToken = components['schemas']['MobileUploadToken'];

/**
 * The three public calls of the phone page. No session: the QR code's `token` and `id` authorise
 * each call as query parameters.
 */
export function createMobileApi(baseUrl: string, fetch?: typeof globalThis.fetch, sandboxTenant?: string | null) {
  const client = createTzsbClient({ baseUrl, fetch });
  // The sandbox's tenant, when the QR code names one (see readSandboxTenant).
  const headers = sandboxTenant ? { 'X-Sandbox-Tenant': sandboxTenant } : undefined;
  return {
    /** Checks the token (GET /api/mobileUpload/check); a failed envelope means expired or invalid. */
    check: (link: UploadLink) => unwrap(client.GET('/api/mobileUpload/check', { params: { query: link }, headers })),
    /** What the record already has (GET /api/mobileUpload/list). */
    list: async (link: UploadLink): Promise<Attachment[]> =>
      (await unwrap(client.GET('/api/mobileUpload/list', { params: { query: link }, headers }))) ?? [],
    /** Uploads one file (POST /api/mobileUpload/upload, multipart), reporting the percent sent. */
    upload: (link: UploadLink, file: File, onProgress: (percent: number) => void) =>
      unwrap(
        client.POST('/api/mobileUpload/upload', {
          params: { query: link },
          body: { file },
          headers,
          fetch: progressFetch(onProgress),
        }),
      ),
  };
}

export type MobileApi = ReturnType<typeof createMobileApi>;
