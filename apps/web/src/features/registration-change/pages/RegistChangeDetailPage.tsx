import { useMemo } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { FormPage } from '@/kit/form/FormPage';
import type { FormSection } from '@/kit/form/types';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { ApplicationTrail } from '@/kit/lifecycle/ApplicationTrail';
import { can } from '@/kit/lifecycle/lifecycle';
import { useRegistChangeDetail } from '@/features/registration-change/api/regist-change-detail';
import type { RegistChange } from '@/features/registration-change/api/regist-change-list';
import type { SaveRegistChangeBody } from '@/features/registration-change/api/save-regist-change';
import { FIRST_PAGE, equipmentListQuery } from '@/shared/equipment/api/equipment-list';
import { RETURNED, assertNotInFlow, type KnownEquipment, changeTypeOptions, equipmentLabel, equipmentOptions } from '@/features/registration-change/applications';
import { CHANGE_FIELDS, useRegistChangeCalls } from '@/features/registration-change/regist-change';
import { linkTo, routeByName } from '@/platform/routing';
import { MissingRecord } from '@/kit/page/MissingRecord';
import { ScrollBox } from '@/kit/ScrollBox';
import { useFollowUp } from '@/kit/useFollowUp';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
const NEW = (code: string) => `new_${code}`;

type Values = Record<string, string>;

function ChangeItemsTable({ items }: { items: RegistChange['changeItems'] }) {
  return (
    <ScrollBox label="变更内容"><Table striped withTableBorder fz="sm" miw={640} aria-label="变更内容">
      <Table.Thead><Table.Tr><Table.Th w={200}>变更项目</Table.Th><Table.Th>变更前</Table.Th><Table.Th>变更后</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>{items.map((i) => <Table.Tr key={i.fieldCode}><Table.Td>{i.fieldName}</Table.Td><Table.Td c="dimmed">{i.oldValue ?? '（空）'}</Table.Td><Table.Td fw={600}>{i.newValue ?? '（空）'}</Table.Td></Table.Tr>)}</Table.Tbody>
    </Table></ScrollBox>
  );
}

/** One application: its change items before / after, opinion, flow, attachments and the actions its status allows. */
function View({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useRegistChangeDetail(id);
  const { lifecycle, invalidate } = useRegistChangeCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const editable = can(lifecycle, d, 'edit');
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.applyNo}
            title={`${d.changeTypeName}申请 ${d.applyNo}`}
            subtitle={`${d.eqpName}（${d.eqpCode}） · 申请日期 ${d.applyDate}${d.commitTime ? ` · 提交于 ${d.commitTime}` : ''}`}
            onEdit={() => navigate(linkTo('company_service_regist_change_detail', { id: d.id, operation: 'edit' }))}
            invalidate={invalidate}
            afterDelete={linkTo('company_service_regist_change')}
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '变更类型', value: d.changeTypeName },
                  { label: '设备', value: `${d.eqpName}（${d.equclaname}）` },
                  { label: '使用登记证编号', value: d.registCode },
                  { label: '使用单位', value: d.useUnitName },
                  { label: '联系人', value: [d.contactPerson, d.contactPhone].filter(Boolean).join(' ') },
                  { label: '登记机关', value: d.regOrgName },
                  { label: '受理时间', value: d.acceptTime },
                  { label: '办结时间', value: d.finishTime },
                  { label: '新登记证编号', value: d.newRegistCode },
                  { label: '变更原因', value: d.changeReason, span: 3 },
                ],
              },
              { title: `变更内容（${d.changeItems.length} 项）`, content: d.changeItems.length ? <ChangeItemsTable items={d.changeItems} /> : undefined, empty: '尚未填写变更项目' },
            ]}
            attachments={editable ? { attrefsysid: d.id } : undefined}
          >
            <ApplicationTrail opinion={d.handleOpinion} returned={d.status === RETURNED} steps={d.handleSteps ?? []} files={editable ? undefined : d.attachments ?? []} />
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}

/** The form of a new or returned / draft application: equipment, which fields change (before from the record, after typed), reason. */
function ChangeForm({ existing, equipment }: { existing?: RegistChange; equipment: readonly KnownEquipment[] }) {
  const platform = usePlatform();
  const followUp = useFollowUp();
  const { save } = useRegistChangeCalls();
  const byOidno = useMemo(() => new Map(equipment.map((e) => [e.oidno, e])), [equipment]);
  const before = (code: string, oidno: string) => {
    const kept = existing?.oidno === oidno ? existing.changeItems.find((i) => i.fieldCode === code)?.oldValue : undefined;
    if (kept !== undefined) return kept ?? '';
    const e = byOidno.get(oidno);
    return (e && CHANGE_FIELDS.find((f) => f.code === code)?.before?.(e)) ?? '';
  };
  const sections = useMemo<FormSection<Values>[]>(() => [
    {
      title: '变更设备',
      fields: [
        { name: 'changeType', label: '变更类型', kind: 'select', options: changeTypeOptions, required: true },
        { name: 'oidno', label: '设备', kind: 'select', options: equipmentOptions(equipment), required: true, span: 2, readOnlyOnEdit: true, description: '正在办理其他业务的设备不能申请变更' },
        { name: 'contactPerson', label: '联系人', required: true, maxLength: 30 },
        { name: 'contactPhone', label: '联系电话', required: true, rule: 'phone' },
        { name: 'changeReason', label: '变更原因', kind: 'textarea', required: true, span: 3, maxLength: 500 },
        { name: 'fields', label: '变更项目', kind: 'multiselect', options: CHANGE_FIELDS.map((f) => ({ value: f.code, label: f.name })), required: true, span: 3, description: '选择要变更的登记信息，再逐项填写变更后的内容' },
      ],
    },
    ...CHANGE_FIELDS.map((f): FormSection<Values> => ({
      title: `变更项目：${f.name}`,
      visible: (v) => (v.fields ?? '').split(',').includes(f.code),
      fields: [{ name: NEW(f.code), label: `${f.name}（变更后）`, required: true, span: 2, maxLength: 200, description: (v) => `变更前：${before(f.code, v.oidno) || '（空）'}` }],
    })),
  ], [equipment]); // eslint-disable-line react-hooks/exhaustive-deps -- the sections depend on the equipment list only; `before` reads it

  const initialValues: Values = {
    changeType: existing?.changeType ?? '', oidno: existing?.oidno ?? '', contactPerson: existing?.contactPerson ?? '', contactPhone: existing?.contactPhone ?? '',
    changeReason: existing?.changeReason ?? '', fields: (existing?.changeItems ?? []).map((i) => i.fieldCode).join(','),
    ...Object.fromEntries(CHANGE_FIELDS.map((f) => [NEW(f.code), existing?.changeItems.find((i) => i.fieldCode === f.code)?.newValue ?? ''])),
  };
  const onSave = async (v: Values, { commit }: { commit: boolean }) => {
    if (!existing) await assertNotInFlow(platform, [v.oidno], (o) => { const e = byOidno.get(o); return e ? equipmentLabel(e) : o; }, '登记变更申请');
    const codes = v.fields.split(',').filter(Boolean);
    const items = CHANGE_FIELDS.filter((f) => codes.includes(f.code)).map((f) => ({ fieldCode: f.code, fieldName: f.name, oldValue: before(f.code, v.oidno) || null, newValue: v[NEW(f.code)] }));
    const body: SaveRegistChangeBody = {
      ...(existing ? { id: existing.id } : {}), changeType: v.changeType as SaveRegistChangeBody['changeType'], oidno: v.oidno, changeReason: v.changeReason,
      changeItems: JSON.stringify(items), contactPerson: v.contactPerson, contactPhone: v.contactPhone,
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
      onSaved={(id) => { if (typeof id === 'string' && id) followUp(linkTo('company_service_regist_change_detail', { id }), IN_TAB); }}
      saveLabel="保存草稿"
      extra={existing
        ? <PageCard title="附件"><Text size="sm" c="dimmed" mb="xs">提交前须上传使用登记表（变更）及与变更类型相应的证明材料（如改造监督检验证书）。</Text><AttachmentPanel attrefsysid={existing.id} /></PageCard>
        : <PageCard title="附件"><Text size="sm" c="dimmed">保存草稿后即可上传附件；提交时登记机关要求的附件须齐全。</Text></PageCard>}
    />
  );
}

function Form({ id }: { id: string }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle } = useRegistChangeCalls();
  const equipment = useQuery({ ...equipmentListQuery(platform, FIRST_PAGE), select: (page) => page.list });
  const detail = useRegistChangeDetail(id);
  if (id) {
    return (
      <QueryState query={detail} minHeight={240}>
        {(d) => !can(lifecycle, d, 'edit') ? (
          <PageCard><Text mb="sm">{`${d.changeTypeName}申请 ${d.applyNo} 当前为「${d.statusName}」，只有草稿或已退回的申请可以修改。`}</Text><Button variant="light" onClick={() => navigate(linkTo('company_service_regist_change_detail', { id: d.id }), IN_TAB)}>查看申请详情</Button></PageCard>
        ) : (
          <QueryState query={equipment} minHeight={240}>
            {(rows) => <ChangeForm existing={d} equipment={rows.some((r) => r.oidno === d.oidno) ? rows : [...rows, { oidno: d.oidno, eqpCode: d.eqpCode, eqpName: d.eqpName ?? d.oidno, equclacode: d.equclacode, equclaname: d.equclaname, registCode: d.registCode }]} />}
          </QueryState>
        )}
      </QueryState>
    );
  }
  return <QueryState query={equipment} minHeight={240}>{(rows) => <ChangeForm equipment={rows} />}</QueryState>;
}

/** 登记变更详情 (changeRegisterDetail): `?id=…` shows an application; `operation=add|edit` is its form. */
export default function RegistChangeDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const operation = params.get('operation');
  if (operation === 'add' || operation === 'edit') return <Form key={`${operation}-${id}`} id={operation === 'edit' ? id : ''} />;
  if (!id) return <MissingRecord route={{ ...routeByName('company_service_regist_change_detail')!, record: { param: 'id', label: '申请编号', list: 'company_service_regist_change' } }} />;
  return <View key={id} id={id} />;
}
