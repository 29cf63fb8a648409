/** Small helpers of the page: the QR link's parameters, file checks and labels. */

export interface UploadLink {
  /** The one-time upload token of the QR code. */
  token: string;
  /** The attachment reference id (attrefsysid) of the record. */
  id: string;
}

/** Reads `token` and `id` from the page's query string; null when either is missing or blank. */
export function readLink(search: string): UploadLink | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim();
  const id = params.get('id')?.trim();
  return token && id ? { token, id } : null;
}

/**
 * The sandbox tenant the QR code names (`tenant`, put there by the sandbox for any tenant but its
 * demo), or null: the phone has no cookie of the desktop's session, so its calls say the tenant
 * themselves. A real server never puts it in the link.
 */
export function readSandboxTenant(search: string): string | null {
  const tenant = new URLSearchParams(search).get('tenant')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(tenant) ? tenant : null;
}

/** Extensions the server accepts (the contract: jpg, png, pdf). */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** The picker's `accept`: photos (other image formats are converted to JPEG) and PDFs. */
export const PICKER_ACCEPT = 'image/*,application/pdf,.pdf';

export const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why a file (as it will be sent) cannot be uploaded, or null when it can. */
export function rejectReason(file: { name: string; size: number }, maxBytes: number): string | null {
  if (file.size === 0) return '文件是空的，请重新选择';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return '仅支持 jpg、png 照片和 pdf 文件';
  if (file.size > maxBytes) return `文件超过 ${Math.round(maxBytes / 1024 / 1024)} MB，无法上传`;
  return null;
}

/** 482133 → "471 KB", 2318457 → "2.2 MB". */
export function sizeLabel(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const isImageName = (name: string): boolean =>
  ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif', 'gif', 'bmp'].includes(extensionOf(name));

/** "2026-11-21 10:45:42" → "11-21 10:45" (the year is obvious on a phone). */
export function shortTime(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  return m ? `${m[2]}-${m[3]} ${m[4]}:${m[5]}` : value;
}
