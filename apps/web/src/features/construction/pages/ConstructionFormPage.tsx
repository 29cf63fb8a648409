import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { fetchEquipmentOptions } from '@/shared/equipment/EquipmentSelect';
import { FormPage } from '@/kit/form/FormPage';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { areaOptions, type Option } from '@/kit/options';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useConstructionDetail } from '@/features/construction/api/construction-detail';
import type { ConstructionNotice } from '@/features/construction/api/construction-list';
import { saveConstruction } from '@/features/construction/api/save-construction';
import { constructionTypeOptions, useConstructionCalls } from '@/features/construction/notices';
import { EditableApplication } from '@/kit/lifecycle/EditableApplication';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
type Values = Record<
  | 'constructionType'
  | 'equclacode'
  | 'oidno'
  | 'eqpCode'
  | 'constructContent'
  | 'constructUnitName'
  | 'constructUnitCreditCode'
  | 'constructLicenseNo'
  | 'constructLeader'
  | 'constructLeaderPhone'
  | 'useUnitContact'
  | 'useUnitPhone'
  | 'siteAreaCode'
  | 'siteAddress'
  | 'planStartDate'
  | 'planEndDate'
  | 'remarks',
  string
>;

const codes = (v: string) => v.split(/[\s,，、]+/).filter(Boolean);
const eighteenDigits = (v: string) =>
  codes(v).every((c) => /^\d{18}$/.test(c)) ? null : '设备代码为18位数字，多台以逗号分隔';
const endAfterStart = (v: string, all: Values) =>
  all.planStartDate && v < all.planStartDate ? '计划竣工日期不能早于计划开工日期' : null;

function NoticeForm({ existing, equipment }: { existing?: ConstructionNotice; equipment: Option[] }) {
  const platform = usePlatform();
  const followUp = useFollowUp();
  const { refresh } = useConstructionCalls();
  const sections = useMemo<FormSection<Values>[]>(
    () => [
      {
        title: '施工类别与设备',
        fields: [
          {
            name: 'constructionType',
            label: '施工类别',
            kind: 'select',
            options: constructionTypeOptions,
            required: true,
            resets: ['oidno', 'eqpCode'],
          },
          { name: 'equclacode', label: '设备类别', kind: 'equipmentType', required: true },
          { name: 'siteAreaCode', label: '施工地点所在区县', kind: 'select', options: areaOptions },
          { name: 'siteAddress', label: '施工地点', required: true, span: 3, maxLength: 200 },
          { name: 'constructContent', label: '施工内容', kind: 'textarea', required: true, span: 3, maxLength: 500 },
        ],
      },
      {
        title: '改造、修理的设备',
        visible: (v) => v.constructionType === '2' || v.constructionType === '3',
        fields: [
          {
            name: 'oidno',
            label: '设备',
            kind: 'multiselect',
            options: equipment,
            required: true,
            span: 3,
            description: '本单位已登记的设备',
          },
        ],
      },
      {
        title: '安装的新设备',
        visible: (v) => v.constructionType === '1',
        fields: [
          {
            name: 'eqpCode',
            label: '设备代码',
            required: true,
            span: 3,
            validate: eighteenDigits,
            description: '新设备的18位设备代码（制造单位出具），多台以逗号分隔',
          },
        ],
      },
      {
        title: '施工单位',
        fields: [
          { name: 'constructUnitName', label: '施工单位名称', required: true, maxLength: 100, span: 2 },
          { name: 'constructUnitCreditCode', label: '统一社会信用代码', rule: 'creditCode' },
          { name: 'constructLicenseNo', label: '许可证编号', required: true, maxLength: 40 },
          { name: 'constructLeader', label: '施工负责人', maxLength: 30 },
          { name: 'constructLeaderPhone', label: '负责人电话', rule: 'phone' },
        ],
      },
      {
        title: '工期与联系人',
        fields: [
          { name: 'planStartDate', label: '计划开工日期', kind: 'date', required: true },
          { name: 'planEndDate', label: '计划竣工日期', kind: 'date', required: true, validate: endAfterStart },
          { name: 'useUnitContact', label: '使用单位联系人', maxLength: 30 },
          { name: 'useUnitPhone', label: '使用单位联系电话', rule: 'phone' },
          { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
        ],
      },
    ],
    [equipment],
  );
  const t = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const e = existing;
  const initialValues: Values = {
    constructionType: t(e?.constructionType),
    equclacode: t(e?.equclacode),
    oidno: e && e.constructionType !== '1' ? (e.equList ?? []).map((x) => x.oidno).join(',') : '',
    eqpCode:
      e && e.constructionType === '1'
        ? (e.equList ?? [])
            .map((x) => x.eqpCode)
            .filter(Boolean)
            .join(',')
        : '',
    constructContent: t(e?.constructContent),
    constructUnitName: t(e?.constructUnitName),
    constructUnitCreditCode: t(e?.constructUnitCreditCode),
    constructLicenseNo: t(e?.constructLicenseNo),
    constructLeader: t(e?.constructLeader),
    constructLeaderPhone: t(e?.constructLeaderPhone),
    useUnitContact: t(e?.useUnitContact),
    useUnitPhone: t(e?.useUnitPhone),
    siteAreaCode: t(e?.siteAreaCode),
    siteAddress: t(e?.siteAddress),
    planStartDate: t(e?.planStartDate),
    planEndDate: t(e?.planEndDate),
    remarks: t(e?.remarks),
  };
  const onSave = async (v: Values, { commit }: { commit: boolean }) => {
    // An installation names its new equipment by code, an alteration or repair the unit's equipment.
    const equipment =
      v.constructionType === '1' ? { eqpCode: codes(v.eqpCode) } : { oidno: v.oidno.split(',').filter(Boolean) };
    const id = await saveConstruction(
      platform,
      formBody(sections, v, { ...(existing ? { id: existing.id } : {}), ...equipment }),
      commit,
    );
    refresh();
    return id;
  };
  return (
    <FormPage<Values>
      title={existing ? `修改${existing.constructionTypeName}告知 ${existing.noticeNo}` : '新增施工告知'}
      operation={existing ? 'edit' : 'add'}
      initialValues={initialValues}
      sections={sections}
      draftKey={existing ? `construction.edit.${existing.id}` : 'construction.add'}
      onSave={onSave}
      onSaved={(id) => {
        if (typeof id === 'string' && id) followUp(linkTo('construction_detail', { id }), IN_TAB);
      }}
      saveLabel="保存草稿"
      commitLabel="保存并告知"
      extra={
        existing ? (
          <PageCard title="附件">
            <Text size="sm" c="dimmed" mb="xs">
              提交前须上传施工告知书、施工单位许可证；{existing.equclaname ?? '设备'}安装还须上传施工合同。
            </Text>
            <AttachmentPanel attrefsysid={existing.id} />
          </PageCard>
        ) : (
          <PageCard title="附件">
            <Text size="sm" c="dimmed">
              保存草稿后即可上传施工告知书、施工单位许可证等附件；提交告知时附件须齐全。
            </Text>
          </PageCard>
        )
      }
    />
  );
}

function Load({ id }: { id: string }) {
  const platform = usePlatform();
  const { lifecycle } = useConstructionCalls();
  const equipment = useQuery({
    queryKey: ['construction', 'equipment-options'],
    queryFn: () => fetchEquipmentOptions(platform, { pageSize: 100 }),
  });
  const detail = useConstructionDetail(id);
  const form = (existing?: ConstructionNotice) => (
    <QueryState query={equipment} minHeight={240}>
      {(options) => {
        const all = [
          ...options,
          ...(existing?.equList ?? [])
            .filter((e) => !options.some((o) => o.value === e.oidno))
            .map((e) => ({ value: e.oidno, label: `${e.eqpName}（${e.eqpCode || e.oidno}）` })),
        ];
        return <NoticeForm existing={existing} equipment={all} />;
      }}
    </QueryState>
  );
  return (
    <EditableApplication
      id={id}
      detail={detail}
      lifecycle={lifecycle}
      form={form}
      notEditable={(d) => ({
        text: `${d.constructionTypeName}告知 ${d.noticeNo} 当前为「${d.statusName}」，只有草稿或已退回的告知可以修改。`,
        to: linkTo('construction_detail', { id: d.id }),
        label: '查看告知详情',
      })}
    />
  );
}

/** 施工告知登记表 (register, hidden): a new notice, or a draft / returned one (`?id=…`). */
export default function ConstructionFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <Load key={id} id={id} />;
}
