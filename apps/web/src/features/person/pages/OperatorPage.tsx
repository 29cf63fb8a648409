import { Alert, Badge, Button, Group, SegmentedControl, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFilter, IconPlus, IconUserCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tabIdentity';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { FieldGrid } from '@/kit/detail/DetailView';
import { openFormDialog } from '@/kit/form/FormDialog';
import { untypedFormBody, type FormSection } from '@/kit/form/FormPage';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import { fetchOperatorList, operatorListKey, type Operator, type OperatorListBody } from '@/features/person/api/operator-list';
import { useOperatorOverview } from '@/features/person/api/operator-overview';
import { useAddOperator, type AddOperatorBody } from '@/features/person/api/add-operator';
import { useUpdateOperator, type UpdateOperatorBody } from '@/features/person/api/update-operator';
import { useDeleteOperator } from '@/features/person/api/delete-operator';
import { fetchQualificationList, qualificationListKey, type OperatorQualification, type QualificationListBody } from '@/features/person/api/qualification-list';
import { useAddQualification, type AddQualificationBody } from '@/features/person/api/add-qualification';
import { useUpdateQualification, type UpdateQualificationBody } from '@/features/person/api/update-qualification';
import { useDeleteQualification } from '@/features/person/api/delete-qualification';
import { employListKey, fetchEmployList, type Employment, type EmployListBody } from '@/features/person/api/employ-list';
import { useEmployOperator } from '@/features/person/api/employ-operator';
import { useDismissOperator } from '@/features/person/api/dismiss-operator';
import { useWorApplyDetail } from '@/features/person/api/wor-apply-detail';
import { certStatusOptions, educationOptions, sexOptions, todayText, workTypeName, workTypeOptions } from '@/features/person/person-options';
import { linkTo } from '@/platform/routing';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
const VIEWS = [
  { value: 'operators', label: '作业人员' },
  { value: 'certs', label: '资格证' },
  { value: 'employ', label: '聘用管理' },
];

// ---- 作业人员 ----

type OperatorValues = Record<'id' | 'name' | 'sex' | 'idCard' | 'mobile' | 'education' | 'address' | 'remarks', string>;
const operatorSections: FormSection<OperatorValues>[] = [{
  title: '基本信息',
  fields: [
    { name: 'name', label: '姓名', required: true, maxLength: 30 },
    { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
    { name: 'idCard', label: '公民身份号码', required: true, rule: 'idCard', maxLength: 18 },
    { name: 'mobile', label: '手机号码', required: true, rule: 'mobile', maxLength: 11 },
    { name: 'education', label: '文化程度', kind: 'select', options: educationOptions },
    { name: 'address', label: '联系地址', maxLength: 200 },
    { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
  ],
}];
const operatorValues = (o?: Operator): OperatorValues => ({
  id: o?.id ?? '', name: o?.name ?? '', sex: o?.sex ?? '', idCard: o?.idCard ?? '', mobile: o?.mobile ?? '', education: o?.education ?? '', address: o?.address ?? '', remarks: o?.remarks ?? '',
});

type OperatorFilters = FiltersOf<OperatorListBody, 'name' | 'idCard' | 'workType' | 'certStatus' | 'employStatus' | 'expireDateBegin' | 'expireDateEnd'>;
const operatorFilters: FilterSpec<OperatorFilters>[] = [
  { kind: 'text', name: 'name', label: '姓名', width: 140 },
  { kind: 'text', name: 'idCard', label: '身份证号', width: 190 },
  { kind: 'select', name: 'workType', label: '作业项目', options: workTypeOptions, width: 200 },
  { kind: 'select', name: 'certStatus', label: '证书状态', options: certStatusOptions, width: 170 },
  { kind: 'dateRange', from: 'expireDateBegin', to: 'expireDateEnd', label: '证书有效期至' },
  { kind: 'select', name: 'employStatus', label: '聘用状态', options: [{ value: '1', label: '在聘' }, { value: '0', label: '未聘用' }], width: 120 },
];

/** The counts on top; 90 天内到期 and 已过期 filter the list (证书状态). */
function OperatorOverviewBar({ onFilter }: { onFilter: (certStatus: string) => void }) {
  const overview = useOperatorOverview();
  return (
    <QueryState query={overview} minHeight={60}>
      {(o) => (
        <SimpleGrid cols={5} mb="md" aria-label="作业人员概览">
          {[
            { key: 'operatorCount', label: '作业人员', value: o.operatorCount, color: 'blue' },
            { key: 'qualificationCount', label: '资格证', value: o.qualificationCount, color: 'blue' },
            { key: 'validCount', label: '有效', value: o.validCount, color: 'teal', filter: '1' },
            { key: 'expiringCount', label: '90 天内到期', value: o.expiringCount, color: 'orange', filter: '2' },
            { key: 'expiredCount', label: '已过期', value: o.expiredCount, color: 'red', filter: '3' },
          ].map((c) => (
            <UnstyledButton key={c.key} onClick={c.filter ? () => onFilter(c.filter!) : undefined} disabled={!c.filter} aria-label={`${c.label} ${c.value}`} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: '8px 12px' }}>
              <Text size="xs" c="dimmed">{c.label}</Text>
              <Text fw={700} size="xl" c={c.color} data-testid={`overview-${c.key}`}>{c.value}</Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function OperatorsView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const add = useAddOperator();
  const update = useUpdateOperator();
  const remove = useDeleteOperator();
  const openForm = (o?: Operator, view = false) => openFormDialog<OperatorValues>({
    title: view ? `作业人员：${o!.name}` : o ? `修改作业人员：${o.name}` : '新增作业人员',
    description: !o ? '登记后可录入资格证，并在「聘用管理」中按身份证号聘用。' : undefined,
    sections: operatorSections,
    initialValues: operatorValues(o),
    view,
    readOnly: o ? ['idCard'] : [],
    onSubmit: (v) => (o
      ? update.mutateAsync({ ...untypedFormBody(operatorSections, v), id: o.id } as UpdateOperatorBody)
      : add.mutateAsync(untypedFormBody(operatorSections, v) as AddOperatorBody)),
  });
  return (
    <ListPage
      title="作业人员"
      header={<OperatorOverviewBar onFilter={(certStatus) => navigate(linkTo('person_work', { certStatus }), IN_TAB)} />}
      filters={operatorFilters}
      queryKey={operatorListKey}
      fetch={(q) => fetchOperatorList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'name', title: '姓名', width: 90 },
        { key: 'sexName', title: '性别', width: 60 },
        { key: 'idCard', title: '身份证号', width: 180 },
        { key: 'mobile', title: '手机号码', width: 120 },
        { key: 'workTypeNames', title: '作业项目' },
        { key: 'certNo', title: '证书编号', width: 200 },
        { id: 'expireDate', title: '证书有效期至', width: 200, sortField: 'expireDate', render: (r) => <ExpiryTag date={r.expireDate} /> },
        { id: 'employ', title: '聘用状态', width: 90, render: (r) => <Badge variant="light" color={r.employStatus === '1' ? 'teal' : 'gray'}>{r.employStatusName ?? '—'}</Badge> },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openForm(r, true) },
        { label: '修改', onClick: (r) => openForm(r) },
        { label: '资格证', onClick: (r) => navigate(linkTo('person_work', { view: 'certs', operatorId: r.id, holder: r.name }), IN_TAB) },
        { label: '删除', color: 'red', confirm: (r) => `确定删除作业人员「${r.name}」及其资格证记录吗？删除后不可恢复。`, onClick: (r) => remove.mutateAsync({ id: r.id }) },
      ]}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openForm()}>新增作业人员</Button>}
      emptyText="没有符合条件的作业人员"
    />
  );
}

// ---- 资格证 ----

type CertValues = Record<'operatorId' | 'workType' | 'certNo' | 'issueDate' | 'expireDate' | 'reviewDate' | 'issueOrg' | 'remarks', string>;
const certSections = (operatorOptions: { value: string; label: string }[]): FormSection<CertValues>[] => [{
  title: '资格证',
  fields: [
    { name: 'operatorId', label: '持证人', kind: 'select', options: operatorOptions, required: true },
    { name: 'workType', label: '作业项目', kind: 'select', options: workTypeOptions, required: true },
    { name: 'certNo', label: '证书编号', required: true, maxLength: 40, placeholder: 'TS + 持证人身份证号' },
    { name: 'issueOrg', label: '发证机关', maxLength: 60 },
    { name: 'issueDate', label: '发证日期', kind: 'date', required: true },
    { name: 'expireDate', label: '有效期至', kind: 'date', required: true, validate: (v, all) => (all.issueDate && v < all.issueDate ? '有效期至不能早于发证日期' : null) },
    { name: 'reviewDate', label: '最近复审日期', kind: 'date' },
    { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
  ],
}];

/** `view` and `holder` (the chosen operator's name, for the hint) stay in the address besides the filters. */
type CertFilters = FiltersOf<QualificationListBody, 'operatorId' | 'operatorName' | 'certNo' | 'workType' | 'certStatus'> & { view: string; holder: string };
const certFilters: FilterSpec<CertFilters>[] = [
  { kind: 'text', name: 'operatorName', label: '持证人', width: 140 },
  { kind: 'text', name: 'certNo', label: '证书编号', width: 200 },
  { kind: 'select', name: 'workType', label: '作业项目', options: workTypeOptions, width: 200 },
  { kind: 'select', name: 'certStatus', label: '证书状态', options: certStatusOptions, width: 170 },
];

function CertsView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const add = useAddQualification();
  const update = useUpdateQualification();
  const remove = useDeleteQualification();
  const operatorId = params.get('operatorId') ?? '';
  const openForm = async (q?: OperatorQualification) => {
    // The holders to choose from: the unit's operators (a new certificate), or the certificate's own holder.
    const holders = q ? [{ value: q.operatorId, label: q.operatorName ?? q.operatorId }]
      : (await fetchOperatorList(platform, { pageNo: 1, pageSize: 100 })).list.map((o) => ({ value: o.id, label: `${o.name}（${o.idCard}）` }));
    const sections = certSections(holders);
    void openFormDialog<CertValues>({
      title: q ? `修改资格证：${q.operatorName ?? ''} ${q.workTypeName ?? q.workType}` : '新增资格证',
      sections,
      initialValues: {
        operatorId: q?.operatorId ?? operatorId, workType: q?.workType ?? '', certNo: q?.certNo ?? '', issueDate: q?.issueDate ?? '', expireDate: q?.expireDate ?? '',
        reviewDate: q?.reviewDate ?? '', issueOrg: q?.issueOrg ?? '宁波市市场监督管理局', remarks: q?.remarks ?? '',
      },
      readOnly: q ? ['operatorId'] : [],
      onSubmit: (v) => {
        const body = { ...untypedFormBody(sections, v), workTypeName: workTypeName(v.workType) };
        return q ? update.mutateAsync({ ...body, id: q.id } as UpdateQualificationBody) : add.mutateAsync(body as AddQualificationBody);
      },
    });
  };
  return (
    <ListPage
      title="资格证"
      header={operatorId ? (
        <Alert color="blue" variant="light" icon={<IconFilter size={18} />} mb="sm" py="xs">
          <Group justify="space-between">
            <Text size="sm">只显示「{params.get('holder') || operatorId}」的资格证</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => navigate(linkTo('person_work', { view: 'certs' }), IN_TAB)}>显示全部资格证</Button>
          </Group>
        </Alert>
      ) : undefined}
      filters={certFilters}
      hiddenFilters={['operatorId']}
      queryKey={qualificationListKey}
      fetch={({ view: _view, holder: _holder, ...q }) => fetchQualificationList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'operatorName', title: '持证人', width: 90 },
        { key: 'idCard', title: '身份证号', width: 180 },
        { id: 'workType', title: '作业项目', render: (r) => `${r.workType} ${r.workTypeName ?? ''}` },
        { key: 'certNo', title: '证书编号', width: 200 },
        { key: 'issueDate', title: '发证日期', width: 110 },
        { id: 'expireDate', title: '有效期至', width: 200, render: (r) => <ExpiryTag date={r.expireDate} /> },
        { key: 'reviewDate', title: '复审日期', width: 110 },
        { key: 'issueOrg', title: '发证机关' },
      ]}
      rowActions={[
        { label: '修改', onClick: (r) => openForm(r) },
        { label: '删除', color: 'red', confirm: (r) => `确定删除「${r.operatorName ?? ''}」的${r.workTypeName ?? r.workType}资格证（${r.certNo}）吗？`, onClick: (r) => remove.mutateAsync({ id: r.id }) },
      ]}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => void openForm()}>新增资格证</Button>}
      emptyText="没有符合条件的资格证"
    />
  );
}

// ---- 聘用管理 ----

type EmployValues = Record<'idCard' | 'employDate' | 'post' | 'remarks', string>;
const employSections: FormSection<EmployValues>[] = [{
  title: '聘用',
  fields: [
    { name: 'idCard', label: '公民身份号码', required: true, rule: 'idCard', maxLength: 18, description: '按身份证号查找已登记的作业人员' },
    { name: 'employDate', label: '聘用日期', kind: 'date', required: true },
    { name: 'post', label: '岗位', maxLength: 30, placeholder: '如 叉车司机' },
    { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
  ],
}];

type EmployFilters = FiltersOf<EmployListBody, 'operatorName' | 'idCard' | 'workType' | 'post'> & { view: string };
const employFilters: FilterSpec<EmployFilters>[] = [
  { kind: 'text', name: 'operatorName', label: '姓名', width: 140 },
  { kind: 'text', name: 'idCard', label: '身份证号', width: 190 },
  { kind: 'select', name: 'workType', label: '作业项目', options: workTypeOptions, width: 200 },
  { kind: 'text', name: 'post', label: '岗位', width: 140 },
];

function EmploymentDetail({ id }: { id: string }) {
  const detail = useWorApplyDetail(id);
  return (
    <QueryState query={detail} minHeight={120}>
      {(d) => (
        <FieldGrid columns={2} fields={[
          { label: '姓名', value: d.operatorName }, { label: '身份证号', value: d.idCard },
          { label: '作业项目', value: d.workTypeNames }, { label: '证书编号', value: d.certNo },
          { label: '证书有效期至', value: <ExpiryTag date={d.certExpireDate} /> }, { label: '聘用单位', value: d.unitName },
          { label: '岗位', value: d.post }, { label: '状态', value: d.statusName },
          { label: '申请日期', value: d.applyDate }, { label: '聘用日期', value: d.employDate },
          { label: '解聘日期', value: d.dismissDate }, { label: '解聘原因', value: d.dismissReason },
          { label: '经办人', value: d.handlerName }, { label: '备注', value: d.remarks },
        ]} />
      )}
    </QueryState>
  );
}

function EmploymentView() {
  const platform = usePlatform();
  const employ = useEmployOperator();
  const dismiss = useDismissOperator();
  const openEmploy = () => openFormDialog<EmployValues>({
    title: '聘用作业人员',
    description: '输入已登记作业人员的身份证号；尚未登记的请先在「作业人员」中新增。',
    sections: employSections,
    initialValues: { idCard: '', employDate: todayText(), post: '', remarks: '' },
    submitLabel: '聘用',
    successMessage: '已聘用',
    onSubmit: async (v) => {
      const idCard = v.idCard.trim().toUpperCase();
      const found = (await fetchOperatorList(platform, { pageNo: 1, pageSize: 10, idCard })).list.find((o) => o.idCard.toUpperCase() === idCard);
      if (!found) throw new Error(`未找到身份证号为 ${idCard} 的作业人员，请先在「作业人员」中新增`);
      const { idCard: _idCard, ...rest } = untypedFormBody(employSections, v);
      return employ.mutateAsync({ ...rest, operatorId: found.id } as Parameters<typeof employ.mutateAsync>[0]);
    },
  });
  return (
    <ListPage
      title="在聘作业人员"
      filters={employFilters}
      queryKey={employListKey}
      fetch={({ view: _view, ...q }) => fetchEmployList(platform, toBody(q))}
      rowKey={(r: Employment) => r.id}
      columns={[
        { key: 'operatorName', title: '姓名', width: 90 },
        { key: 'idCard', title: '身份证号', width: 180 },
        { key: 'workTypeNames', title: '作业项目' },
        { id: 'certExpireDate', title: '证书有效期至', width: 200, render: (r) => <ExpiryTag date={r.certExpireDate} /> },
        { key: 'post', title: '岗位', width: 120 },
        { key: 'employDate', title: '聘用日期', width: 110 },
        { key: 'statusName', title: '状态', width: 80 },
      ]}
      rowActions={[
        { label: '详情', onClick: (r) => modals.open({ title: `聘用记录：${r.operatorName}`, size: 'lg', children: <EmploymentDetail id={r.id} /> }) },
        {
          label: '解聘', color: 'red', hidden: (r) => r.status !== '1',
          reason: { label: '解聘原因', description: (r) => `解聘作业人员「${r.operatorName}」（${r.idCard}），解聘日期 ${todayText()}。解聘后该人员不再计入本单位在聘人员。` },
          onClick: (r, reason) => dismiss.mutateAsync({ id: r.id, dismissDate: todayText(), reason }),
        },
      ]}
      toolbar={() => <Button size="xs" leftSection={<IconUserCheck size={14} />} onClick={() => void openEmploy()}>聘用作业人员</Button>}
      emptyText="本单位暂无在聘作业人员"
    />
  );
}

/** 作业人员: the unit's operators, their certificates (expiring ones flagged) and their employment. */
export default function OperatorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = VIEWS.some((v) => v.value === params.get('view')) ? params.get('view')! : 'operators';
  return (
    <>
      <Group mb="md">
        <SegmentedControl aria-label="查看内容" data={VIEWS} value={view} onChange={(v) => navigate(v === 'operators' ? linkTo('person_work') : linkTo('person_work', { view: v }), IN_TAB)} />
      </Group>
      {view === 'certs' ? <CertsView key="certs" /> : view === 'employ' ? <EmploymentView key="employ" /> : <OperatorsView key="operators" />}
    </>
  );
}
