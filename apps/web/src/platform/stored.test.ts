import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStored, readStored, z } from './stored';
import { reportStoredProblemsTo } from './stored-problems';
import { checkStoredSession } from './stored-session';
import { Session, browserStore } from '@tzsb/sdk';
import { createSessionClock } from './session-clock';

const report = vi.fn();
beforeEach(() => {
  localStorage.clear();
  report.mockClear();
  reportStoredProblemsTo(report);
});

describe('readStored: one check for everything read back from storage', () => {
  const list = z.array(z.string());

  it('gives the value of the expected shape', () => {
    localStorage.setItem('k', '["a","b"]');
    expect(readStored(localStorage, 'k', list)).toEqual(['a', 'b']);
    expect(readStored(localStorage, 'absent', list)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it.each([
    ['valid JSON of another shape', '{"a":1}'],
    ['a list of the wrong items', '[1,2]'],
    ['text that is not JSON', '[oops'],
  ])('drops %s with an error-log entry', (_, text) => {
    localStorage.setItem('k', text);
    expect(readStored(localStorage, 'k', list)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('checks text from elsewhere (a storage event) without a storage to clean', () => {
    expect(parseStored('{"ended":"later"}', z.object({ ended: z.enum(['logout']) }), 'signal')).toBeNull();
    expect(report).toHaveBeenCalledWith('signal', expect.stringContaining('格式不符'));
  });
});

describe('checkStoredSession', () => {
  it('removes session values of a wrong shape and reads the session again without them', () => {
    document.cookie = 'token=sid; path=/';
    localStorage.setItem('tzsb.access', '{"includes":1}');
    localStorage.setItem('tzsb.unit', '{"id":"u","orgname":{"name":"x"}}');
    localStorage.setItem('tzsb.user', JSON.stringify({ id: 'u1', loginName: 'a', name: '张三' }));
    const session = new Session(browserStore());
    expect(checkStoredSession(session)).toBe(true);
    expect(session.state).toMatchObject({ access: [], unit: null, user: { id: 'u1' } });
    expect(localStorage.getItem('tzsb.access')).toBeNull();
    expect(report).toHaveBeenCalledTimes(2);
    expect(checkStoredSession(session)).toBe(false);
    document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('the session clock (X-Session-Expires-In)', () => {
  it('ends the session as late as the last answer said, and ignores what is not a number of seconds', () => {
    let now = 1_000;
    const clock = createSessionClock(() => now);
    const heard = vi.fn();
    clock.subscribe(heard);
    clock.heard(null);
    clock.heard('soon');
    clock.heard('-5');
    expect(clock.getEndsAt()).toBeNull();
    clock.heard('1800');
    expect(clock.getEndsAt()).toBe(1_000 + 1_800_000);
    now = 5_000;
    clock.heard(' 60 ');
    expect(clock.getEndsAt()).toBe(65_000);
    clock.stop();
    expect(clock.getEndsAt()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
