import { APPLICATION_STATUSES, RETURNED_ACTIONS, type Lifecycle } from '@/kit/lifecycle/lifecycle';
import type { Option } from '@/kit/options';
import type { Platform } from '@/platform/platform';
import { fetchEquipmentInFlow } from '@/shared/equipment/api/equipment-in-flow';
import type { Equipment as UnitEquipment } from '@/shared/equipment/api/equipment-list';

type Statuses = Lifecycle<unknown>['statuses'];

/**
 * The statuses every registration application of this area shares (0 草稿, 1 已提交, 2 受理中,
 * 3 已办结, 4 已退回). A draft is changed, submitted or deleted; a returned one is changed and
 * submitted again (and deleted where the contract allows it); a submitted one may be taken back
 * where the contract has a rollback.
 */
export const applicationStatuses = ({ deleteReturned = true }: { deleteReturned?: boolean } = {}): Statuses => ({
  ...APPLICATION_STATUSES,
  '1': { text: '已提交', color: 'blue', actions: ['rollback'] },
  '4': { text: '已退回', color: 'red', actions: deleteReturned ? RETURNED_ACTIONS : ['edit', 'submit'] },
});

/** Statuses whose opinion is a refusal (shown red). */
export const RETURNED = '4';

/** 使用管理 business types (useManage bizType). */
export const bizTypeOptions: Option[] = [
  { value: '1', label: '改造变更' },
  { value: '2', label: '移装变更' },
  { value: '3', label: '单位变更' },
  { value: '4', label: '更名变更' },
  { value: '5', label: '达到设计使用年限继续使用' },
];

/** 使用登记变更 change types (useRegistChange changeType). */
export const changeTypeOptions: Option[] = [
  { value: '1', label: '单位变更' },
  { value: '2', label: '更名变更' },
  { value: '3', label: '移装变更' },
  { value: '4', label: '改造变更' },
  { value: '5', label: '其他信息变更' },
];

/** Termination kinds (pemEqmRlvBasic applyType). */
export const terminationTypeOptions: Option[] = [
  { value: '1', label: '停用' },
  { value: '2', label: '报废' },
  { value: '3', label: '注销' },
  { value: '4', label: '启用' },
];

export const equipmentLabel = (e: Pick<UnitEquipment, 'eqpName' | 'eqpCode' | 'oidno'>) =>
  `${e.eqpName}（${e.eqpCode || e.oidno}）`;

/** A piece of equipment as forms know it: its identity, the rest when the equipment list gave it. */
export type KnownEquipment = Pick<UnitEquipment, 'oidno' | 'eqpCode' | 'eqpName'> & Partial<UnitEquipment>;

/** The unit's equipment as options, of one class when given. */
export const equipmentOptions = (rows: readonly KnownEquipment[], equclacode?: string): Option[] =>
  rows
    .filter((e) => !equclacode || e.equclacode === equclacode)
    .map((e) => ({ value: e.oidno, label: equipmentLabel(e) }));

/**
 * Equipment already in a business flow cannot start another application: asks findInFlow for each
 * piece and throws the reason for the first one in a flow (the form shows it and keeps its values).
 */
export async function assertNotInFlow(
  p: Platform,
  oidnos: readonly string[],
  nameOf: (oidno: string) => string,
  what: string,
) {
  for (const oidno of oidnos) {
    const state = await fetchEquipmentInFlow(p, oidno);
    if (state.inFlow) {
      const detail = [state.applyNo && `申请编号 ${state.applyNo}`, state.flowStatusName].filter(Boolean).join('，');
      throw new Error(
        `设备「${nameOf(oidno)}」正在办理${state.flowName ?? '其他业务'}${detail ? `（${detail}）` : ''}，办结前不能再发起${what}`,
      );
    }
  }
}
