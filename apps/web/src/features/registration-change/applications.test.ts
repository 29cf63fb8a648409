import { describe, expect, it } from 'vitest';
import type { Platform } from '@/platform/platform';
import { allowedActions } from '@/kit/lifecycle/lifecycle';
import { applicationStatuses, assertNotInFlow, equipmentOptions } from './applications';

/** A platform whose client answers findInFlow from a table (the envelope the SDK unwraps). */
const platformWith = (flows: Record<string, object>) =>
  ({
    client: {
      POST: async (_path: string, { body }: { body: { oidno: string } }) => ({
        data: { success: true, data: flows[body.oidno] ?? { inFlow: false } },
        response: new Response('{}', { status: 200 }),
      }),
    },
  }) as unknown as Platform;

describe('assertNotInFlow', () => {
  const names: Record<string, string> = {
    A: '1号客梯（311033020020190123）',
    B: '2号燃气蒸汽锅炉（111033020020150008）',
  };
  it('lets equipment outside any flow through', async () => {
    await expect(assertNotInFlow(platformWith({}), ['A', 'B'], (o) => names[o], '变更申请')).resolves.toBeUndefined();
  });
  it('names the first piece in a flow, its flow, number and state', async () => {
    const p = platformWith({
      B: { inFlow: true, flowName: '设备信息变更', applyNo: 'BG-2026-001187', flowStatusName: '受理中' },
    });
    await expect(assertNotInFlow(p, ['A', 'B'], (o) => names[o], '变更申请')).rejects.toThrow(
      '设备「2号燃气蒸汽锅炉（111033020020150008）」正在办理设备信息变更（申请编号 BG-2026-001187，受理中），办结前不能再发起变更申请',
    );
  });
});

describe('registration application statuses', () => {
  const calls = { submit: async () => undefined, delete: async () => undefined, rollback: async () => undefined };
  it('drafts are changed, submitted, deleted; a submitted one only taken back; accepted and finished ones only viewed', () => {
    const statuses = applicationStatuses();
    expect(allowedActions({ statuses, calls }, '0')).toEqual(['view', 'edit', 'submit', 'delete']);
    expect(allowedActions({ statuses, calls }, '1')).toEqual(['view', 'rollback']);
    expect(allowedActions({ statuses, calls }, '2')).toEqual(['view']);
    expect(allowedActions({ statuses, calls }, '3')).toEqual(['view']);
    expect(allowedActions({ statuses, calls }, '4')).toEqual(['view', 'edit', 'submit', 'delete']);
  });
  it('where the contract deletes drafts only, a returned application is not deleted', () => {
    expect(allowedActions({ statuses: applicationStatuses({ deleteReturned: false }), calls }, '4')).toEqual([
      'view',
      'edit',
      'submit',
    ]);
  });
});

describe('equipmentOptions', () => {
  it('offers one class when it is chosen', () => {
    const rows = [
      { oidno: 'OID1', eqpCode: '311033020020190123', eqpName: '1号客梯', equclacode: '3000' as const },
      { oidno: 'OID2', eqpCode: '111033020020150008', eqpName: '2号燃气蒸汽锅炉', equclacode: '1000' as const },
    ];
    expect(equipmentOptions(rows, '1000')).toEqual([{ value: 'OID2', label: '2号燃气蒸汽锅炉（111033020020150008）' }]);
    expect(equipmentOptions(rows)).toHaveLength(2);
  });
});
