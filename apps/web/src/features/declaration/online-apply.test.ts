import { describe, expect, it } from 'vitest';
import { allowedActions } from '@/kit/lifecycle/lifecycle';
import { DECLARATION_STATUSES } from './kinds';
import { dueText, onlineApplyLifecycle, reliefText, yuan } from './online-apply';

const calls = { revoke: async () => null, delete: async () => null };

describe('online inspection application', () => {
  it('offers by status: drafts and returned ones are changed or deleted, submitted and accepted ones cancelled (撤销 with a reason), closed ones only viewed', () => {
    const l = onlineApplyLifecycle(calls);
    expect(allowedActions(l, '0')).toEqual(['view', 'edit', 'delete']);
    expect(allowedActions(l, '1')).toEqual(['view', 'revoke']);
    expect(allowedActions(l, '2')).toEqual(['view', 'revoke']);
    expect(allowedActions(l, '3')).toEqual(['view']);
    expect(allowedActions(l, '4')).toEqual(['view', 'edit', 'delete']);
    expect(allowedActions(l, '5')).toEqual(['view']);
    expect(l.reasonFor?.revoke).toBe('撤销原因');
  });

  it('declarations of the other kinds are submitted from a draft or after a return', () => {
    expect(
      allowedActions({ statuses: DECLARATION_STATUSES, calls: { submit: calls.delete, delete: calls.delete } }, '4'),
    ).toEqual(['view', 'edit', 'submit', 'delete']);
    expect(
      allowedActions({ statuses: DECLARATION_STATUSES, calls: { submit: calls.delete, delete: calls.delete } }, '2'),
    ).toEqual(['view']);
  });

  it('shows money in 元 with two decimals and the relief with its policy', () => {
    expect(yuan(1200)).toBe('1,200.00 元');
    expect(yuan(532)).toBe('532.00 元');
    expect(yuan(null)).toBe('—');
    const fee = { items: [], amount: 760, total: 532, payeeName: '宁波市特种设备检验研究院' };
    expect(reliefText({ ...fee, relief: 228, reliefPolicyName: '小微企业检验费减免', reliefRate: 30 })).toBe(
      '228.00 元（小微企业检验费减免 30%）',
    );
    expect(reliefText({ ...fee, relief: 0, reliefPolicyName: null, reliefRate: null })).toBe('无减免');
  });

  it('says how far the next inspection is', () => {
    expect(dueText(-130)).toBe('超期 130 天');
    expect(dueText(0)).toBe('今天到期');
    expect(dueText(16)).toBe('剩 16 天');
    expect(dueText(null)).toBeNull();
  });
});
