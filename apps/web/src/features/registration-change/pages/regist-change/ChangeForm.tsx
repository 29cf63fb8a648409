import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { FormPage } from '@/kit/form/FormPage';
import type { FormSection } from '@/kit/form/types';
import { PageCard } from '@/kit/PageCard';
import type { RegistChange } from '@/features/registration-change/api/regist-change-list';
import type { SaveRegistChangeBody } from '@/features/registration-change/api/save-regist-change';
import {
  assertNotInFlow,
  type KnownEquipment,
  changeTypeOptions,
  equipmentLabel,
  equipmentOptions,
} from '@/features/registration-change/applications';
import { CHANGE_FIELDS, useRegistChangeCalls } from '@/features/registration-change/regist-change';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
/** The form's name of a field's new value. */
const NEW = (code: string) => `new_${code}`;

type Values = Record<string, string>;

/** The form of a new or returned / draft application: equipment, which fields change (before from the record, after typed), reason. */
export function ChangeForm({ existing, equipment }: { existing?: RegistChange; equipment: readonly KnownEquipment[] }) {
  const platform = usePlatform();
  const followUp = useFollowUp();
  const { save } = useRegistChangeCalls();
  const byOidno = useMemo(() => new Map(equipment.map((e) => [e.oidno, e])), [equipment]);
  const before = (code: string, oidno: string) => {
    const kept =
      existing?.oidno === oidno ? existing.changeItems.find((i) => i.fieldCode === code)?.oldValue : undefined;
    if (kept !== undefined) return kept ?? '';
    const e = byOidno.get(oidno);
    return (e && CHANGE_FIELDS.find((f) => f.code === code)?.before?.(e)) ?? '';
  };
  const sections = useMemo<FormSection<Values>[]>(
    () => [
      {
        title: '变更设备',
        fields: [
          { name: 'changeType', label: '变更类型', kind: 'select', options: changeTypeOptions, required: true },
          {
            name: 'oidno',
            label: '设备',
            kind: 'select',
            options: equipmentOptions(equipment),
            required: true,
            span: 2,
            readOnlyOnEdit: true,
            description: '正在办理其他业务的设备不能申请变更',
          },
          { name: 'contactPerson', label: '联系人', required: true, maxLength: 30 },
          { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
          { name: 'changeReason', label: '变更原因', kind: 'textarea', required: true, span: 3, maxLength: 500 },
          {
            name: 'fields',
            label: '变更项目',
            kind: 'multiselect',
            options: CHANGE_FIELDS.map((f) => ({ value: f.code, label: f.name })),
            required: true,
            span: 3,
            description: '选择要变更的登记信息，再逐项填写变更后的内容',
          },
        ],
      },
      ...CHANGE_FIELDS.map((f): FormSection<Values> => ({
        title: `变更项目：${f.name}`,
        visible: (v) => (v.fields ?? '').split(',').includes(f.code),
        fields: [
          {
            name: NEW(f.code),
            label: `${f.name}（变更后）`,
            required: true,
            span: 2,
            maxLength: 200,
            description: (v) => `变更前：${before(f.code, v.oidno) || '（空）'}`,
          },
        ],
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the sections depend on the equipment list only; `before` reads it
    [equipment],
  );

  const initialValues: Values = {
    changeType: existing?.changeType ?? '',
    oidno: existing?.oidno ?? '',
    contactPerson: existing?.contactPerson ?? '',
    contactPhone: existing?.contactPhone ?? '',
    changeReason: existing?.changeReason ?? '',
    fields: (existing?.changeItems ?? []).map((i) => i.fieldCode).join(','),
    ...Object.fromEntries(
      CHANGE_FIELDS.map((f) => [
        NEW(f.code),
        existing?.changeItems.find((i) => i.fieldCode === f.code)?.newValue ?? '',
      ]),
    ),
  };
  const onSave = async (v: Values, { commit }: { commit: boolean }) => {
    if (!existing)
      await assertNotInFlow(
        platform,
        [v.oidno],
        (o) => {
          const e = byOidno.get(o);
          return e ? equipmentLabel(e) : o;
        },
        '登记变更申请',
      );
    const codes = v.fields.split(',').filter(Boolean);
    const items = CHANGE_FIELDS.filter((f) => codes.includes(f.code)).map((f) => ({
      fieldCode: f.code,
      fieldName: f.name,
      oldValue: before(f.code, v.oidno) || null,
      newValue: v[NEW(f.code)],
    }));
    const body: SaveRegistChangeBody = {
      ...(existing ? { id: existing.id } : {}),
      changeType: v.changeType as SaveRegistChangeBody['changeType'],
      oidno: v.oidno,
      changeReason: v.changeReason,
      changeItems: JSON.stringify(items),
      contactPerson: v.contactPerson,
      contactPhone: v.contactPhone,
    };
    return save(body, commit);
  };
  return (
    <FormPage<Values>
      title={existing ? `修改登记变更申请 ${existing.applyNo}` : '新增登记变更申请'}
      operation={existing ? 'edit' : 'add'}
      initialValues={initialValues}
      sections={sections}
      draftKey={existing ? `registChange.edit.${existing.id}` : 'registChange.add'}
      onSave={onSave}
      onSaved={(id) => {
        if (typeof id === 'string' && id) followUp(linkTo('company_service_regist_change_detail', { id }), IN_TAB);
      }}
      saveLabel="保存草稿"
      extra={
        existing ? (
          <PageCard title="附件">
            <Text size="sm" c="dimmed" mb="xs">
              提交前须上传使用登记表（变更）及与变更类型相应的证明材料（如改造监督检验证书）。
            </Text>
            <AttachmentPanel attrefsysid={existing.id} />
          </PageCard>
        ) : (
          <PageCard title="附件">
            <Text size="sm" c="dimmed">
              保存草稿后即可上传附件；提交时登记机关要求的附件须齐全。
            </Text>
          </PageCard>
        )
      }
    />
  );
}
