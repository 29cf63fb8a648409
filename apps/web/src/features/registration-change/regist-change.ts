import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import { applicationStatuses } from './applications';
import type { RegistChange } from './api/regist-change-list';
import { registChangeKey } from './api/keys';
import { saveRegistChange, type SaveRegistChangeBody } from './api/save-regist-change';
import { deleteRegistChange } from './api/delete-regist-change';
import type { KnownEquipment } from './applications';
import { applicationTouches } from '@/shared/application/api/keys';

/** What a registration change may change: the field, its name and where the equipment keeps the value before. */
export interface ChangeField {
  code: string;
  name: string;
  before?: (e: KnownEquipment) => string | null | undefined;
}
export const CHANGE_FIELDS: readonly ChangeField[] = [
  { code: 'useUnitName', name: '使用单位名称', before: (e) => e.useUnitName },
  { code: 'useAddress', name: '使用地点', before: (e) => e.useAddress },
  { code: 'internalNo', name: '单位内部编号', before: (e) => e.internalNo },
  { code: 'safetyManager', name: '安全管理员', before: (e) => e.safetyManager },
  { code: 'eqpModel', name: '型号规格', before: (e) => e.eqpModel },
  { code: 'ratedSpeed', name: '额定速度（m/s）' },
  { code: 'alterUnitName', name: '改造单位' },
  { code: 'maintUnitName', name: '维保单位', before: (e) => e.maintUnitName },
];

/** The save body of a stored application (submitting a draft from the list re-sends it with isCommit). */
const registChangeBody = (r: RegistChange): SaveRegistChangeBody => ({
  id: r.id,
  changeType: r.changeType,
  oidno: r.oidno,
  changeReason: r.changeReason ?? '',
  changeItems: JSON.stringify(r.changeItems),
  contactPerson: r.contactPerson,
  contactPhone: r.contactPhone,
});

/** The 使用登记变更 application's statuses (the area's shared ones). */
export const REGIST_CHANGE_STATUSES: Lifecycle<unknown>['statuses'] = applicationStatuses();

/** The 使用登记变更 application's lifecycle (submit = save with isCommit, delete) for its list and detail. */
export const useRegistChangeCalls = recordCalls({
  queryKey: registChangeKey,
  touches: applicationTouches,
  lifecycle: (platform): Lifecycle<RegistChange> => ({
    noun: '登记变更申请',
    statuses: REGIST_CHANGE_STATUSES,
    status: (r) => r.status,
    statusText: (r) => r.statusName,
    calls: {
      submit: (r) => saveRegistChange(platform, registChangeBody(r), true),
      delete: (r) => deleteRegistChange(platform, { id: r.id }),
    },
  }),
  save: saveRegistChange,
});
