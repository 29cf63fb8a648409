import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SIGNAL_KEY, postSessionEnd } from './session-signal';
import { listenSessionEnd } from './session-signal-listener';

afterEach(() => vi.unstubAllGlobals());

describe('a session end reaches the other tabs', () => {
  it('over a BroadcastChannel', async () => {
    const heard = new Promise<string>((resolve) => {
      const stop = listenSessionEnd((r) => {
        stop();
        resolve(r);
      });
    });
    postSessionEnd('logout');
    expect(await heard).toBe('logout');
  });

  it('through a storage event where there is no BroadcastChannel, leaving nothing stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const onEnd = vi.fn();
    const stop = listenSessionEnd(onEnd);
    const written: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      k: string,
      v: string,
    ) {
      written.push(v);
    });
    postSessionEnd('password');
    setItem.mockRestore();
    expect(localStorage.getItem(SESSION_SIGNAL_KEY)).toBeNull();
    // What another tab's window receives for that write:
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: written[0] }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: '{"ended":5}' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith('password');
    stop();
  });
});
