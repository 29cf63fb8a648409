import { notifications } from '@mantine/notifications';
import { uuid32 } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import type { Lifecycle } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import type { RowAction } from '@/kit/list/types';
import { remindUseManage } from './api/remind-use-manage';
import { applicationStatuses, assertNotInFlow, bizTypeOptions, equipmentLabel, equipmentOptions } from './applications';
import type { UseManageRecord } from './api/use-manage-apply-list';
import { fetchUseManageDetail } from './api/use-manage-detail';
import { useManageKey } from './api/keys';
import { createUseManage, type CreateUseManageBody } from './api/create-use-manage';
import { modifyUseManage } from './api/modify-use-manage';
import { deleteUseManage } from './api/delete-use-manage';
import { FIRST_PAGE, fetchEquipmentList } from '@/shared/equipment/api/equipment-list';
import { applicationTouches } from '@/shared/application/api/keys';

type Values = Record<'bizType' | 'equclacode' | 'oidnos' | 'reason' | 'applicant' | 'contactPhone' | 'remarks', string>;

/** The body of a save from a record (submitting a draft from the list re-sends it with isCommit). */
const bodyOf = (d: UseManageRecord): CreateUseManageBody => ({
  bizType: d.bizType,
  equclacode: d.equclacode,
  oidnos: d.equipmentList.map((e) => e.oidno).join(','),
  reason: d.reason ?? '',
  applicant: d.applicant ?? undefined,
  contactPhone: d.contactPhone ?? undefined,
  attrefsysid: d.attrefsysid ?? undefined,
  remarks: d.remarks ?? undefined,
});

/** The 使用管理 change application's statuses: a returned one is not deleted, a submitted one is not taken back. */
export const USE_MANAGE_STATUSES: Lifecycle<unknown>['statuses'] = {
  ...applicationStatuses({ deleteReturned: false }),
  '1': { text: '已提交', color: 'blue' },
};

const useManageRecordCalls = recordCalls({
  queryKey: useManageKey,
  touches: applicationTouches,
  lifecycle: (platform): Lifecycle<UseManageRecord> => ({
    noun: '变更申请',
    statuses: USE_MANAGE_STATUSES,
    status: (r) => r.status,
    statusText: (r) => r.statusName,
    calls: {
      submit: async (r) => {
        const d = await fetchUseManageDetail(platform, r.id);
        return modifyUseManage(platform, { ...bodyOf(d), id: d.id }, true);
      },
      delete: (r) => deleteUseManage(platform, { id: r.id }),
    },
  }),
});

/**
 * The 使用管理 change application's lifecycle and form: one place for the list, the query and the
 * detail page. A submit re-sends the saved application with isCommit (the contract has no separate
 * commit call); only a draft is deleted.
 */
export function useManageCalls() {
  const platform = usePlatform();
  const calls = useManageRecordCalls();
  const openForm = (existing?: UseManageRecord) =>
    openUseManageForm(platform, existing).then((ok) => {
      if (ok) calls.refresh();
      return ok;
    });
  return { ...calls, openForm };
}

/** 新增 / 修改 a 使用管理 change application (save as draft, or save and submit with isCommit). */
async function openUseManageForm(p: Platform, existing?: UseManageRecord) {
  const [equipment, full] = await Promise.all([
    fetchEquipmentList(p, FIRST_PAGE).then((page) => page.list),
    existing ? fetchUseManageDetail(p, existing.id) : Promise.resolve(undefined),
  ]);
  for (const e of full?.equipmentList ?? []) if (!equipment.some((x) => x.oidno === e.oidno)) equipment.push(e);
  const nameOf = (oidno: string) => {
    const e = equipment.find((x) => x.oidno === oidno);
    return e ? equipmentLabel(e) : oidno;
  };
  const sections: FormSection<Values>[] = [
    {
      title: '变更申请',
      fields: [
        { name: 'bizType', label: '业务类型', kind: 'select', options: bizTypeOptions, required: true },
        { name: 'equclacode', label: '设备类别', kind: 'equipmentType', required: true, resets: ['oidnos'] },
        {
          name: 'oidnos',
          label: '涉及设备',
          kind: 'multiselect',
          options: (v) => equipmentOptions(equipment, v.equclacode),
          required: true,
          span: 2,
          description: '正在办理其他业务的设备不能发起变更',
        },
        { name: 'reason', label: '申请事由', kind: 'textarea', required: true, span: 2, maxLength: 500 },
        { name: 'applicant', label: '申请人', maxLength: 30 },
        { name: 'contactPhone', label: '联系电话', rule: 'phone' },
        { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
      ],
    },
  ];
  const src = full ?? existing;
  return openFormDialog<Values>({
    title: existing ? `修改变更申请：${existing.applyNo}` : '新增变更申请',
    description: '保存草稿后可在详情中上传附件、填写各设备的变更明细；保存并提交即进入登记机关办理流程。',
    sections,
    size: 'xl',
    initialValues: {
      bizType: src?.bizType ?? '',
      equclacode: src?.equclacode ?? '',
      oidnos: (full?.equipmentList ?? []).map((e) => e.oidno).join(','),
      reason: src?.reason ?? '',
      applicant: src?.applicant ?? '',
      contactPhone: src?.contactPhone ?? '',
      remarks: src?.remarks ?? '',
    },
    submitLabel: '保存草稿',
    commitLabel: '保存并提交',
    onSubmit: async (v, _file, { commit }) => {
      const oidnos = v.oidnos.split(',').filter(Boolean);
      if (!existing) await assertNotInFlow(p, oidnos, nameOf, '变更申请');
      const body: CreateUseManageBody = formBody(sections, v, { attrefsysid: src?.attrefsysid ?? uuid32() });
      return existing ? modifyUseManage(p, { ...body, id: existing.id }, commit) : createUseManage(p, body, commit);
    },
  });
}

/** The 催办 action of applications waiting at a handler (submitted or under review). */
export function useRemindAction(): RowAction<UseManageRecord> {
  const platform = usePlatform();
  return {
    label: '催办',
    color: 'grape',
    hidden: (r) => r.status !== '1' && r.status !== '2',
    confirm: (r) => `向当前环节处理人${r.currentHandler ? `（${r.currentHandler}）` : ''}发送催办提醒吗？`,
    onClick: (r) =>
      remindUseManage(platform, { id: r.id })
        .then(() => notifications.show({ color: 'green', message: '已催办' }))
        .catch((e: unknown) =>
          notifications.show({ color: 'red', title: '催办失败', message: e instanceof Error ? e.message : String(e) }),
        ),
  };
}
