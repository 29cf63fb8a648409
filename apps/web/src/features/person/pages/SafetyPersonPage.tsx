import { useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { EQUIPMENT_TYPES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tabIdentity';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { expiryState } from '@/kit/expiry';
import { EquipmentMultiSelect } from '@/shared/equipment/EquipmentSelect';
import { openFormDialog } from '@/kit/form/FormDialog';
import { untypedFormBody, type FormSection } from '@/kit/form/FormPage';
import { ListPage } from '@/kit/list/ListPage';
import { toBody } from '@/kit/list/query';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import { fetchSafetyPersonList, safetyPersonListKey, type SafetyPerson, type SafetyPersonListBody } from '@/features/person/api/safety-person-list';
import { useSaveSafetyPerson, type SaveSafetyPersonBody } from '@/features/person/api/save-safety-person';
import { useDeleteSafetyPerson } from '@/features/person/api/delete-safety-person';
import { fetchSafetyCertList, safetyCertListKey, type SafetyCertListBody, type SafetyPersonCert } from '@/features/person/api/safety-cert-list';
import { useSaveSafetyCert, type SaveSafetyCertBody } from '@/features/person/api/save-safety-cert';
import { useDeleteSafetyCert } from '@/features/person/api/delete-safety-cert';
import { useBoundDevices } from '@/features/person/api/bound-devices';
import { checkUpdateBinding } from '@/features/person/api/check-update-binding';
import { useBindDevice } from '@/features/person/api/bind-device';
import { safetyPostOptions, sexOptions } from '@/features/person/person-options';
import { linkTo } from '@/platform/routing';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
const VIEWS = [{ value: 'persons', label: '安全管理人员' }, { value: 'certs', label: '证书' }];
const classOptions = EQUIPMENT_TYPES.map((t) => ({ value: t.code, label: t.name }));

// ---- 安全管理人员 ----

type PersonValues = Record<'name' | 'sex' | 'idCard' | 'mobile' | 'post' | 'appointDate' | 'certNo' | 'equclacodes' | 'remarks', string>;
const personSections: FormSection<PersonValues>[] = [{
  title: '安全管理人员',
  fields: [
    { name: 'name', label: '姓名', required: true, maxLength: 30 },
    { name: 'sex', label: '性别', kind: 'select', options: sexOptions },
    { name: 'idCard', label: '公民身份号码', required: true, rule: 'idCard', maxLength: 18 },
    { name: 'mobile', label: '手机号码', required: true, rule: 'mobile', maxLength: 11 },
    { name: 'post', label: '岗位', kind: 'select', options: safetyPostOptions, required: true },
    { name: 'appointDate', label: '任命日期', kind: 'date' },
    { name: 'certNo', label: '安全管理人员证编号', maxLength: 40 },
    { name: 'equclacodes', label: '负责的设备类别', kind: 'multiselect', options: classOptions, span: 2 },
    { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
  ],
}];

type PersonFilters = FiltersOf<SafetyPersonListBody, 'name' | 'idCard' | 'post' | 'certStatus'>;
const personFilters: FilterSpec<PersonFilters>[] = [
  { kind: 'text', name: 'name', label: '姓名', width: 140 },
  { kind: 'text', name: 'idCard', label: '身份证号', width: 190 },
  { kind: 'select', name: 'post', label: '岗位', options: safetyPostOptions, width: 140 },
  { kind: 'select', name: 'certStatus', label: '证书状态', options: [{ value: '0', label: '未取证' }, { value: '1', label: '有效' }, { value: '2', label: '即将到期（90 天内）' }, { value: '3', label: '已过期' }], width: 170 },
];

/**
 * Who must renew: the staff's certificates flagged against the browser's clock (all staff of the
 * unit, a short list); 90 天内到期 and 已过期 filter the list.
 */
function RenewalSummary({ onFilter }: { onFilter: (certStatus: string) => void }) {
  const platform = usePlatform();
  const all = useQuery({ queryKey: [...safetyPersonListKey, 'renewal'], queryFn: () => fetchSafetyPersonList(platform, { pageNo: 1, pageSize: 100 }) });
  return (
    <QueryState query={all} minHeight={60}>
      {(page) => {
        const states = page.list.map((p) => expiryState(p.certExpireDate));
        const cards = [
          { key: 'total', label: '安全管理人员', value: page.count, color: 'blue' },
          { key: 'expiring', label: '证书 90 天内到期', value: states.filter((s) => s === 'expiring').length, color: 'orange', filter: '2' },
          { key: 'expired', label: '证书已过期', value: states.filter((s) => s === 'expired').length, color: 'red', filter: '3' },
          { key: 'none', label: '未取证', value: page.list.filter((p) => !p.certExpireDate).length, color: 'gray', filter: '0' },
        ];
        return (
          <SimpleGrid cols={4} mb="md" aria-label="证书到期概览">
            {cards.map((c) => (
              <UnstyledButton key={c.key} onClick={c.filter ? () => onFilter(c.filter!) : undefined} disabled={!c.filter} aria-label={`${c.label} ${c.value}`} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: '8px 12px' }}>
                <Text size="xs" c="dimmed">{c.label}</Text>
                <Text fw={700} size="xl" c={c.color} data-testid={`renewal-${c.key}`}>{c.value}</Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        );
      }}
    </QueryState>
  );
}

/** 绑定设备: the person's equipment now, and the new choice, checked by checkUpdateBindingPersonnel before bindDevice. */
function BindDialog({ person, onClose }: { person: SafetyPerson; onClose: () => void }) {
  const platform = usePlatform();
  const bound = useBoundDevices({ personId: person.id });
  const bind = useBindDevice();
  const [oidnos, setOidnos] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!oidnos.length) { setError('请选择要绑定的设备'); return; }
    setFailure(null);
    setBusy(true);
    try {
      const check = await checkUpdateBinding(platform, { personId: person.id, oidnos });
      if (check && check.allowed === false) throw new Error(check.reason ?? '当前不能变更设备绑定');
      await bind.mutateAsync({ personId: person.id, oidnos });
      notifications.show({ color: 'green', message: `已为${person.name}绑定 ${oidnos.length} 台设备` });
      onClose();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">负责设备类别：{person.equclanames || '—'}</Text>
      <Text size="sm" fw={600}>已绑定的设备</Text>
      <QueryState query={bound} isEmpty={(d) => !d.length} empty="尚未绑定设备" minHeight={40}>
        {(list) => (
          <Table fz="sm" withTableBorder aria-label="已绑定的设备">
            <Table.Tbody>
              {list.map((d) => <Table.Tr key={d.oidno}><Table.Td>{d.eqpName}</Table.Td><Table.Td>{d.eqpCode}</Table.Td><Table.Td>{d.equclaname}</Table.Td><Table.Td>绑定于 {d.bindDate ?? '—'}</Table.Td></Table.Tr>)}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <EquipmentMultiSelect label="绑定设备" required description="设备原有的安全管理人员将改为该人员" value={oidnos} onChange={(v) => { setOidnos(v); if (v.length) setError(null); }} error={error} />
      {failure && <Alert color="red" role="alert" title="绑定失败">{failure}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>取消</Button>
        <Button loading={busy} onClick={() => void submit()}>绑定</Button>
      </Group>
    </Stack>
  );
}

function PersonsView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const save = useSaveSafetyPerson();
  const remove = useDeleteSafetyPerson();
  const openForm = (p?: SafetyPerson, view = false) => openFormDialog<PersonValues>({
    title: view ? `安全管理人员：${p!.name}` : p ? `修改安全管理人员：${p.name}` : '新增安全管理人员',
    sections: personSections,
    view,
    readOnly: p ? ['idCard'] : [],
    initialValues: {
      name: p?.name ?? '', sex: p?.sex ?? '', idCard: p?.idCard ?? '', mobile: p?.mobile ?? '', post: p?.post ?? '', appointDate: p?.appointDate ?? '',
      certNo: p?.certNo ?? '', equclacodes: (p?.equclacodes ?? []).join(','), remarks: p?.remarks ?? '',
    },
    onSubmit: (v) => {
      const body = untypedFormBody(personSections, v);
      const equclacodes = v.equclacodes ? v.equclacodes.split(',').map((c) => c.trim()).filter(Boolean) : undefined;
      return save.mutateAsync({ ...body, equclacodes, ...(p ? { id: p.id } : {}) } as SaveSafetyPersonBody);
    },
  });
  const openBind = (p: SafetyPerson) => {
    const id = modals.open({ title: `绑定设备：${p.name}`, size: 'lg', closeOnClickOutside: false, children: <BindDialog person={p} onClose={() => modals.close(id)} /> });
  };
  return (
    <ListPage
      title="安全管理人员"
      header={<RenewalSummary onFilter={(certStatus) => navigate(linkTo('person_safety', { certStatus }), IN_TAB)} />}
      filters={personFilters}
      queryKey={safetyPersonListKey}
      fetch={(q) => fetchSafetyPersonList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'name', title: '姓名', width: 90 },
        { key: 'postName', title: '岗位', width: 100 },
        { key: 'idCard', title: '身份证号', width: 180 },
        { key: 'mobile', title: '手机号码', width: 120 },
        { key: 'certNo', title: '证书编号', width: 190 },
        { id: 'certExpireDate', title: '证书有效期至', width: 200, render: (r) => (r.certExpireDate ? <ExpiryTag date={r.certExpireDate} /> : <Badge variant="light" color="gray">{r.certStatusName ?? '未取证'}</Badge>) },
        { key: 'equclanames', title: '负责设备类别' },
        { id: 'bound', title: '绑定设备', width: 90, render: (r) => `${r.boundEqpCount ?? 0} 台` },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openForm(r, true) },
        { label: '修改', onClick: (r) => openForm(r) },
        { label: '绑定设备', onClick: openBind },
        { label: '证书', onClick: (r) => navigate(linkTo('person_safety', { view: 'certs', personId: r.id, holder: r.name }), IN_TAB) },
        { label: '删除', color: 'red', confirm: (r) => `确定删除安全管理人员「${r.name}」吗？其绑定的设备将没有安全管理人员。`, onClick: (r) => remove.mutateAsync({ id: r.id }) },
      ]}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openForm()}>新增安全管理人员</Button>}
      emptyText="没有符合条件的安全管理人员"
    />
  );
}

// ---- 证书 ----

type CertValues = Record<'personId' | 'certType' | 'certNo' | 'issueOrg' | 'issueDate' | 'expireDate' | 'remarks', string>;
const certSections = (holders: { value: string; label: string }[]): FormSection<CertValues>[] => [{
  title: '证书',
  fields: [
    { name: 'personId', label: '持证人', kind: 'select', options: holders, required: true },
    { name: 'certType', label: '证书类别', kind: 'select', options: [{ value: 'A', label: 'A 特种设备安全管理' }], required: true },
    { name: 'certNo', label: '证书编号', required: true, maxLength: 40 },
    { name: 'issueOrg', label: '发证机关', maxLength: 60 },
    { name: 'issueDate', label: '发证日期', kind: 'date', required: true },
    { name: 'expireDate', label: '有效期至', kind: 'date', required: true, validate: (v, all) => (all.issueDate && v < all.issueDate ? '有效期至不能早于发证日期' : null) },
    { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
  ],
}];

type CertFilters = FiltersOf<SafetyCertListBody, 'personId' | 'personName' | 'certNo' | 'certStatus'> & { view: string; holder: string };
const certFilters: FilterSpec<CertFilters>[] = [
  { kind: 'text', name: 'personName', label: '持证人', width: 140 },
  { kind: 'text', name: 'certNo', label: '证书编号', width: 200 },
  { kind: 'select', name: 'certStatus', label: '证书状态', options: [{ value: '1', label: '有效' }, { value: '2', label: '即将到期（90 天内）' }, { value: '3', label: '已过期' }], width: 170 },
];

function CertsView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveSafetyCert();
  const remove = useDeleteSafetyCert();
  const personId = params.get('personId') ?? '';
  const openForm = async (c?: SafetyPersonCert) => {
    const holders = c ? [{ value: c.personId, label: c.personName ?? c.personId }]
      : (await fetchSafetyPersonList(platform, { pageNo: 1, pageSize: 100 })).list.map((p) => ({ value: p.id, label: `${p.name}（${p.postName ?? ''}）` }));
    const sections = certSections(holders);
    void openFormDialog<CertValues>({
      title: c ? `修改证书：${c.personName ?? ''} ${c.certNo}` : '新增证书',
      sections,
      readOnly: c ? ['personId'] : [],
      initialValues: { personId: c?.personId ?? personId, certType: c?.certType ?? 'A', certNo: c?.certNo ?? '', issueOrg: c?.issueOrg ?? '宁波市市场监督管理局', issueDate: c?.issueDate ?? '', expireDate: c?.expireDate ?? '', remarks: c?.remarks ?? '' },
      onSubmit: (v) => save.mutateAsync({ ...untypedFormBody(sections, v), ...(c ? { id: c.id } : {}) } as SaveSafetyCertBody),
    });
  };
  return (
    <ListPage
      title="安全管理人员证书"
      header={personId ? (
        <Alert color="blue" variant="light" icon={<IconFilter size={18} />} mb="sm" py="xs">
          <Group justify="space-between">
            <Text size="sm">只显示「{params.get('holder') || personId}」的证书</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => navigate(linkTo('person_safety', { view: 'certs' }), IN_TAB)}>显示全部证书</Button>
          </Group>
        </Alert>
      ) : undefined}
      filters={certFilters}
      hiddenFilters={['personId']}
      queryKey={safetyCertListKey}
      fetch={({ view: _view, holder: _holder, ...q }) => fetchSafetyCertList(platform, toBody(q))}
      rowKey={(r) => r.id}
      columns={[
        { key: 'personName', title: '持证人', width: 90 },
        { key: 'idCard', title: '身份证号', width: 180 },
        { key: 'certTypeName', title: '证书类别' },
        { key: 'certNo', title: '证书编号', width: 200 },
        { key: 'issueDate', title: '发证日期', width: 110 },
        { id: 'expireDate', title: '有效期至', width: 200, render: (r) => <ExpiryTag date={r.expireDate} /> },
        { key: 'issueOrg', title: '发证机关' },
      ]}
      rowActions={[
        { label: '修改', onClick: (r) => openForm(r) },
        { label: '删除', color: 'red', confirm: (r) => `确定删除「${r.personName ?? ''}」的证书（${r.certNo}）吗？`, onClick: (r) => remove.mutateAsync({ id: r.id }) },
      ]}
      toolbar={() => <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => void openForm()}>新增证书</Button>}
      emptyText="没有符合条件的证书"
    />
  );
}

/** 安全管理人员: the unit's safety-management staff, their certificates (expiring ones flagged) and the equipment they are bound to. */
export default function SafetyPersonPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = params.get('view') === 'certs' ? 'certs' : 'persons';
  return (
    <>
      <Group mb="md">
        <SegmentedControl aria-label="查看内容" data={VIEWS} value={view} onChange={(v) => navigate(v === 'certs' ? linkTo('person_safety', { view: 'certs' }) : linkTo('person_safety'), IN_TAB)} />
      </Group>
      {view === 'certs' ? <CertsView key="certs" /> : <PersonsView key="persons" />}
    </>
  );
}
