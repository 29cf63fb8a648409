import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogDraftKey, reopenDialogDrafts, trackDialogDraft } from './dialog-drafts';
import { forgetDrafts, keepDraftsOf, writeDraft } from './drafts';

const ID = '330213199308302313';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/person/workPerson');
  // Reopened in an earlier test's owner: nothing is left open between tests.
  reopenDialogDrafts('nobody');
  keepDraftsOf('u1');
});

describe('dialog drafts', () => {
  it('are keyed by the page and what the dialog opens with, and the key holds none of its values', () => {
    const a = dialogDraftKey('form', '新增作业人员', null, { name: '', idCard: ID });
    expect(a).toMatch(/^dialog\.[0-9a-f]{16}$/);
    expect(a).not.toContain(ID);
    expect(dialogDraftKey('form', '新增作业人员', null, { name: '', idCard: ID })).toBe(a);
    expect(dialogDraftKey('form', '修改作业人员', null, { name: '', idCard: ID })).not.toBe(a);
    window.history.replaceState(null, '', '/person/azRYgl');
    expect(dialogDraftKey('form', '新增作业人员', null, { name: '', idCard: ID })).not.toBe(a);
  });

  it('a dialog open at a time-out opens again for its user on its page, once', () => {
    const key = dialogDraftKey('form', '新增作业人员');
    const reopen = vi.fn();
    trackDialogDraft(key, reopen);
    writeDraft('u1', key, { idCard: ID });
    reopenDialogDrafts('u1');
    expect(reopen).toHaveBeenCalledTimes(1);
    reopenDialogDrafts('u1');
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it('is not opened again for another account, on another page, without a draft, or once the user closed it', () => {
    const key = dialogDraftKey('reason', '不通过');
    const other = vi.fn();
    trackDialogDraft(key, other);
    writeDraft('u1', key, { reason: '授权委托书未加盖公章' });
    reopenDialogDrafts('u2');
    expect(other).not.toHaveBeenCalled();

    const elsewhere = vi.fn();
    trackDialogDraft(key, elsewhere);
    window.history.replaceState(null, '', '/home');
    reopenDialogDrafts('u1');
    expect(elsewhere).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/person/workPerson');
    const empty = vi.fn();
    trackDialogDraft(dialogDraftKey('reason', '解聘'), empty);
    const closed = vi.fn();
    trackDialogDraft(key, closed).close();
    reopenDialogDrafts('u1');
    expect(empty).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
  });

  it('a logout takes the draft, so nothing opens again', () => {
    const key = dialogDraftKey('form', '新增作业人员');
    const reopen = vi.fn();
    trackDialogDraft(key, reopen);
    writeDraft('u1', key, { idCard: ID });
    forgetDrafts('u1');
    reopenDialogDrafts('u1');
    expect(reopen).not.toHaveBeenCalled();
    keepDraftsOf('u1');
  });
});
