/** Resolves a binary call (`parseAs: 'blob'`) to its Blob; the client middleware already threw on failures. */
export async function unwrapBlob(call: Promise<{ data?: unknown; response: Response }>): Promise<Blob> {
  const { data } = await call;
  if (!(data instanceof Blob)) throw new Error('服务器返回的文件为空');
  return data;
}

/** The file name of a download from Content-Disposition (RFC 5987 filename* first). */
export function fileNameOf(response: Response, fallback: string): string {
  const cd = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/** Saves a Blob as a file in the browser. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Opens a binary answer (a PDF to print, say) in a new window. The window is opened at once, inside
 * the click, so no popup blocker stops it, and gets the file when it has arrived; if the browser
 * gives no window the file is saved instead. Resolves to the file name.
 */
export async function openBlob(
  download: () => Promise<{ data?: unknown; response: Response }>,
  fallbackName: string,
  type = 'application/pdf',
): Promise<string> {
  const win = window.open('', '_blank');
  try {
    const { data, response } = await download();
    if (!(data instanceof Blob) || data.size === 0) throw new Error('服务器返回的文件为空');
    const name = fileNameOf(response, fallbackName);
    if (!win) {
      saveBlob(data, name);
      return name;
    }
    const url = URL.createObjectURL(data.type === type ? data : new Blob([data], { type }));
    win.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return name;
  } catch (e) {
    win?.close();
    throw e;
  }
}

/** Downloads a binary answer and saves it under the server's file name (Content-Disposition) or the fallback. */
export async function downloadBlob(
  download: () => Promise<{ data?: unknown; response: Response }>,
  fallbackName: string,
): Promise<string> {
  const { data, response } = await download();
  if (!(data instanceof Blob) || data.size === 0) throw new Error('服务器返回的文件为空');
  const name = fileNameOf(response, fallbackName);
  saveBlob(data, name);
  return name;
}
