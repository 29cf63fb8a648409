import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, forgetDrafts, keepDraftsOf, readDraft, writeDraft } from './drafts';
import { reportStoredProblemsTo } from '@/platform/stored-problems';

const ID = '330203198001010031';
const MOBILE = '13857412368';
const at = (iso: string) => new Date(iso).getTime();

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('drafts belong to an account', () => {
  it('are offered to the user who typed them only', () => {
    writeDraft('u1', 'account.member.add', { name: '张三', idCard: ID });
    expect(readDraft('u1', 'account.member.add')?.values).toEqual({ name: '张三', idCard: ID });
    expect(readDraft('u2', 'account.member.add')).toBeNull();
  });

  it('go at a deliberate logout, and a form still open for that user writes none', () => {
    writeDraft('u1', 'a', { name: '张三' });
    writeDraft('u2', 'b', { name: '李四' });
    forgetDrafts('u1');
    expect(readDraft('u1', 'a')).toBeNull();
    writeDraft('u1', 'a', { name: '张三' });
    expect(readDraft('u1', 'a')).toBeNull();
    expect(readDraft('u2', 'b')).not.toBeNull();
    // Signed in again: that user's forms keep drafts again.
    keepDraftsOf('u1');
    writeDraft('u1', 'a', { name: '张三' });
    expect(readDraft('u1', 'a')).not.toBeNull();
  });

  it('of every other account (and anonymous ones) go when an account signs in', () => {
    writeDraft('u1', 'a', { mobile: MOBILE });
    writeDraft('anonymous', 'register', { mobile: MOBILE });
    writeDraft('u2', 'b', { name: '李四' });
    keepDraftsOf('u2');
    expect(Object.keys(localStorage)).toEqual(['tzsb.draft.u2.b']);
    expect(JSON.stringify({ ...localStorage })).not.toContain(MOBILE);
  });

  it('keep personal values for the working day they were typed in', () => {
    vi.useFakeTimers({ now: at('2026-11-26T09:00:00+08:00') });
    writeDraft('u1', 'a', {
      name: '张三',
      idCard: ID,
      contactPhone: '0574-87351260',
      bankAccount: '6222021234567890',
      note: `联系 ${MOBILE}`,
    });
    expect(readDraft('u1', 'a', at('2026-11-26T23:00:00+08:00'))?.values).toMatchObject({
      idCard: ID,
      note: `联系 ${MOBILE}`,
    });
    const nextDay = readDraft('u1', 'a', at('2026-11-27T08:30:00+08:00'));
    expect(nextDay?.values).toEqual({ name: '张三' });
    // Dropped from storage too, not only from what is offered.
    expect(localStorage.getItem('tzsb.draft.u1.a')).not.toContain(ID);
  });

  it('with nothing but personal values go entirely on a later day', () => {
    vi.useFakeTimers({ now: at('2026-11-26T09:00:00+08:00') });
    writeDraft('u1', 'a', { mobile: MOBILE });
    expect(readDraft('u1', 'a', at('2026-11-27T09:00:00+08:00'))).toBeNull();
    expect(localStorage.getItem('tzsb.draft.u1.a')).toBeNull();
  });

  it('of a wrong shape are dropped and reported, never handed to the form', () => {
    const report = vi.fn();
    reportStoredProblemsTo(report);
    localStorage.setItem('tzsb.draft.u1.a', JSON.stringify({ values: ['x'], savedAt: 'yesterday' }));
    expect(readDraft('u1', 'a')).toBeNull();
    expect(localStorage.getItem('tzsb.draft.u1.a')).toBeNull();
    expect(report).toHaveBeenCalledWith('tzsb.draft.u1.a', expect.stringContaining('格式不符'));
    clearDraft('u1', 'a');
  });
});
