import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  confirmText,
  DRAFT_ACTIONS,
  missingAttachments,
  statusTag,
  SUBMITTED_ACTIONS,
  type Lifecycle,
} from './lifecycle';

interface Row {
  status: string;
  statusName?: string;
}
const ok = async () => undefined;
const base: Lifecycle<Row> = {
  noun: '维保项目申请',
  statuses: {
    '0': { text: '草稿', color: 'gray', actions: DRAFT_ACTIONS },
    '1': { text: '已提交', color: 'blue', actions: SUBMITTED_ACTIONS },
    '3': { text: '已通过', color: 'teal' },
    '4': { text: '已退回', color: 'red', actions: ['edit', 'submit', 'delete'] },
  },
  status: (r) => r.status,
  statusText: (r) => r.statusName,
  calls: { submit: ok, delete: ok, revoke: ok },
};

describe('allowedActions', () => {
  it('a draft is viewed, edited, submitted and deleted', () => {
    expect(allowedActions(base, '0')).toEqual(['view', 'edit', 'submit', 'delete']);
  });
  it('a submitted application may only be revoked when the page has the revoke call', () => {
    expect(allowedActions(base, '1')).toEqual(['view', 'revoke']);
    expect(allowedActions({ ...base, calls: { submit: ok, delete: ok } }, '1')).toEqual(['view']);
  });
  it('cancel needs its call too', () => {
    expect(allowedActions({ ...base, calls: { ...base.calls, cancel: ok } }, '1')).toEqual([
      'view',
      'revoke',
      'cancel',
    ]);
  });
  it('a finished application is only viewed', () => {
    expect(allowedActions(base, '3')).toEqual(['view']);
  });
  it('an unknown or missing status is only viewed', () => {
    expect(allowedActions(base, '9')).toEqual(['view']);
    expect(allowedActions(base, null)).toEqual(['view']);
  });
  it('edit needs no call of its own (the page opens its form)', () => {
    expect(allowedActions({ ...base, calls: {} }, '4')).toEqual(['view', 'edit']);
  });
});

describe('statusTag', () => {
  it('prefers the server status name and keeps the declared colour', () => {
    expect(statusTag(base, { status: '4', statusName: '已退回（补正）' })).toEqual({
      text: '已退回（补正）',
      color: 'red',
    });
    expect(statusTag(base, { status: '0' })).toEqual({ text: '草稿', color: 'gray' });
    expect(statusTag(base, { status: '7' })).toEqual({ text: '未知状态', color: 'gray' });
  });
});

describe('missingAttachments', () => {
  it('lists required kinds not uploaded, in order', () => {
    expect(missingAttachments(['维保合同', '营业执照'], [{ attType: '营业执照' }, { attType: null }])).toEqual([
      '维保合同',
    ]);
    expect(missingAttachments(['维保合同'], [{ attType: '维保合同' }])).toEqual([]);
    expect(missingAttachments([], [])).toEqual([]);
  });
});

describe('confirmText', () => {
  it('names the application and warns for delete', () => {
    expect(confirmText('delete', '维保项目申请', 'XM2026110600015')).toBe(
      '确定删除维保项目申请「XM2026110600015」吗？删除后不可恢复。',
    );
  });
});

describe('server completeness and recorded opinions', () => {
  it('a complete check lets the submit pass; an incomplete one says the server message, else the missing kinds', async () => {
    const { completenessMessage } = await import('./lifecycle');
    expect(completenessMessage({ complete: true, missing: [] })).toBeNull();
    expect(
      completenessMessage({ complete: false, missing: ['产品合格证'], message: '以下必传附件未上传：产品合格证' }),
    ).toBe('以下必传附件未上传：产品合格证');
    expect(completenessMessage({ complete: false, missing: ['产品合格证', '使用登记表'], message: null })).toBe(
      '附件不完整，请先上传：产品合格证、使用登记表',
    );
  });
  it('opinions become done steps, a returned one red', async () => {
    const { opinionsAsSteps } = await import('./lifecycle');
    const steps = opinionsAsSteps([
      { stepName: '申请提交', handler: '陈建国', result: '0', resultName: '提交', handleTime: '2026-09-26 14:30:12' },
      {
        stepName: '受理',
        handler: '张晓燕',
        result: '2',
        resultName: '退回',
        opinion: '请补正',
        handleTime: '2026-09-28 10:02:55',
      },
    ]);
    expect(steps.map((s) => [s.stepNo, s.status, s.statusName])).toEqual([
      [1, '2', '提交'],
      [2, '3', '退回'],
    ]);
  });
});
