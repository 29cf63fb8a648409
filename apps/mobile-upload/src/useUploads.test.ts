import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@tzsb/sdk';
import type { MobileApi } from './api';
import { DEFAULT_COMPRESS } from './compress';
import { useUploads } from './useUploads';

const link = { token: 'mu_x', id: 'ref' };
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** An api whose uploads finish when the test says so. */
function fakeApi() {
  const pending: { name: string; progress: (p: number) => void; resolve: () => void; reject: (e: unknown) => void }[] =
    [];
  const upload = vi.fn(
    (_link: unknown, file: File, progress: (p: number) => void) =>
      new Promise((resolve, reject) => {
        pending.push({ name: file.name, progress, resolve: () => resolve({}), reject });
      }),
  );
  const api = { check: vi.fn(), list: vi.fn(), upload } as unknown as MobileApi;
  return { api, upload, pending };
}

function setup() {
  const fake = fakeApi();
  const onUploaded = vi.fn();
  const hook = renderHook(() =>
    useUploads({ api: fake.api, link, compress: DEFAULT_COMPRESS, maxBytes: 20 * 1024 * 1024, onUploaded }),
  );
  return { ...fake, onUploaded, hook, status: () => hook.result.current.items.map((i) => i.status) };
}

describe('useUploads', () => {
  it('uploads one file at a time, in order, with its progress', async () => {
    const { pending, upload, hook, status, onUploaded } = setup();
    act(() => hook.result.current.add([pdf('a.pdf'), pdf('b.pdf')]));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(pending[0]!.name).toBe('a.pdf');
    expect(status()).toEqual(['uploading', 'waiting']);
    act(() => pending[0]!.progress(40));
    expect(hook.result.current.items[0]!.percent).toBe(40);
    expect(hook.result.current.busy).toBe(true);

    await act(async () => pending[0]!.resolve());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(status()).toEqual(['done', 'uploading']);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    await act(async () => pending[1]!.resolve());
    await waitFor(() => expect(status()).toEqual(['done', 'done']));
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(hook.result.current.busy).toBe(false);
  });

  it('keeps a failed upload with its message and retries it', async () => {
    const { pending, upload, hook, status, onUploaded } = setup();
    act(() => hook.result.current.add([pdf('a.pdf')]));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await act(async () => pending[0]!.reject(new ApiError('http', '服务器开小差了', { status: 500 })));
    await waitFor(() => expect(status()).toEqual(['failed']));
    expect(hook.result.current.items[0]!.error).toBe('服务器开小差了');
    expect(onUploaded).not.toHaveBeenCalled();

    act(() => hook.result.current.retry(hook.result.current.items[0]!.key));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1]![1]).toBe(upload.mock.calls[0]![1]); // the same prepared file
    await act(async () => pending[1]!.resolve());
    await waitFor(() => expect(status()).toEqual(['done']));
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('refuses a type the server does not take without calling it, and removes it on request', async () => {
    const { upload, hook, status } = setup();
    act(() => hook.result.current.add([new File(['x'], '说明.docx', { type: 'application/msword' })]));
    await waitFor(() => expect(status()).toEqual(['rejected']));
    expect(hook.result.current.items[0]!.error).toBe('仅支持 jpg、png 照片和 pdf 文件');
    expect(upload).not.toHaveBeenCalled();
    act(() => hook.result.current.retry(hook.result.current.items[0]!.key)); // no retry for a refused file
    expect(status()).toEqual(['rejected']);
    act(() => hook.result.current.remove(hook.result.current.items[0]!.key));
    expect(hook.result.current.items).toEqual([]);
  });

  it('refuses a file over the limit', async () => {
    const { upload, hook, status } = setup();
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    act(() => hook.result.current.add([big]));
    await waitFor(() => expect(status()).toEqual(['rejected']));
    expect(hook.result.current.items[0]!.error).toBe('文件超过 20 MB，无法上传');
    expect(upload).not.toHaveBeenCalled();
  });
});
