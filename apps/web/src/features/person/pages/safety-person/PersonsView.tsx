import { Badge } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EQUIPMENT_TYPES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { ExpiryTag } from '@/kit/ExpiryTag';
import { expiryState } from '@/kit/expiry';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { CountCards } from '@/kit/list/CountCards';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { QueryState } from '@/kit/QueryState';
import {
  fetchSafetyPersonList,
  safetyPersonListKey,
  type SafetyPerson,
  type SafetyPersonListBody,
} from '@/features/person/api/safety-person-list';
import { useSaveSafetyPerson } from '@/features/person/api/save-safety-person';
import { useDeleteSafetyPerson } from '@/features/person/api/delete-safety-person';
import { safetyPostOptions, sexOptions } from '@/features/person/person-options';
import { BindDialog } from './BindDialog';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { optionsOf } from '@/kit/options';
import { AddButton } from '@/kit/list/AddButton';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;
const classOptions = EQUIPMENT_TYPES.map((t) => ({ value: t.code, label: t.name }));
/** The chosen classes' codes (the multi-select's comma-separated text), in the order chosen. */
const classCodes = (text: string) =>
  text.split(',').flatMap((c) => EQUIPMENT_TYPES.find((t) => t.code === c.trim())?.code ?? []);

type PersonValues = Record<
  'name' | 'sex' | 'idCard' | 'mobile' | 'post' | 'appointDate' | 'certNo' | 'equclacodes' | 'remarks',
  string
>;
const personSections: FormSection<PersonValues>[] = [
  {
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
  },
];

type PersonFilters = FiltersOf<SafetyPersonListBody, 'name' | 'idCard' | 'post' | 'certStatus'>;
const personFilters: FilterSpec<PersonFilters>[] = [
  textFilter('name', '姓名', 140),
  textFilter('idCard', '身份证号', 190),
  selectFilter('post', '岗位', safetyPostOptions, 140),
  selectFilter(
    'certStatus',
    '证书状态',
    optionsOf([
      ['0', '未取证'],
      ['1', '有效'],
      ['2', '即将到期（90 天内）'],
      ['3', '已过期'],
    ]),
    170,
  ),
];

/** The staff's list (the view's and the page's prefetch). */
export const personsSource = bodyListSource(personFilters, safetyPersonListKey, fetchSafetyPersonList);

/**
 * Who must renew: the staff's certificates flagged against the browser's clock (all staff of the
 * unit, a short list); 90 天内到期 and 已过期 filter the list.
 */
function RenewalSummary({ onFilter }: { onFilter: (certStatus: string) => void }) {
  const platform = usePlatform();
  const all = useQuery({
    queryKey: [...safetyPersonListKey, 'renewal'],
    queryFn: () => fetchSafetyPersonList(platform, { pageNo: 1, pageSize: 100 }),
  });
  return (
    <QueryState query={all} minHeight={60}>
      {(page) => {
        const states = page.list.map((p) => expiryState(p.certExpireDate));
        return (
          <CountCards
            label="证书到期概览"
            testIdPrefix="renewal"
            onFilter={onFilter}
            cards={[
              { key: 'total', label: '安全管理人员', value: page.count, color: 'blue' },
              {
                key: 'expiring',
                label: '证书 90 天内到期',
                value: states.filter((s) => s === 'expiring').length,
                color: 'orange',
                filter: '2',
              },
              {
                key: 'expired',
                label: '证书已过期',
                value: states.filter((s) => s === 'expired').length,
                color: 'red',
                filter: '3',
              },
              {
                key: 'none',
                label: '未取证',
                value: page.list.filter((p) => !p.certExpireDate).length,
                color: 'gray',
                filter: '0',
              },
            ]}
          />
        );
      }}
    </QueryState>
  );
}

/** 安全管理人员 view: the unit's safety-management staff, their certificates' expiry and the equipment they are bound to. */
export function PersonsView() {
  const navigate = useNavigate();
  const save = useSaveSafetyPerson();
  const remove = useDeleteSafetyPerson();
  const openForm = (p?: SafetyPerson, view = false) =>
    openFormDialog<PersonValues>({
      title: view ? `安全管理人员：${p!.name}` : p ? `修改安全管理人员：${p.name}` : '新增安全管理人员',
      sections: personSections,
      view,
      readOnly: p ? ['idCard'] : [],
      initialValues: {
        name: p?.name ?? '',
        sex: p?.sex ?? '',
        idCard: p?.idCard ?? '',
        mobile: p?.mobile ?? '',
        post: p?.post ?? '',
        appointDate: p?.appointDate ?? '',
        certNo: p?.certNo ?? '',
        equclacodes: (p?.equclacodes ?? []).join(','),
        remarks: p?.remarks ?? '',
      },
      // The classes go as repeated values, not the form's text; none chosen sends none.
      onSubmit: (v) =>
        save.mutateAsync(
          formBody(personSections, v, {
            equclacodes: v.equclacodes ? classCodes(v.equclacodes) : undefined,
            ...(p ? { id: p.id } : {}),
          }),
        ),
    });
  const openBind = (p: SafetyPerson) => {
    const id = modals.open({
      title: `绑定设备：${p.name}`,
      size: 'lg',
      closeOnClickOutside: false,
      children: <BindDialog person={p} onClose={() => modals.close(id)} />,
    });
  };
  return (
    <ListPage
      header={<RenewalSummary onFilter={(certStatus) => navigate(linkTo('person_safety', { certStatus }), IN_TAB)} />}
      source={personsSource}
      columns={[
        { key: 'name', title: '姓名', width: 90 },
        { key: 'postName', title: '岗位', width: 100 },
        { key: 'idCard', title: '身份证号', width: 180, mask: 'idCard' },
        { key: 'mobile', title: '手机号码', width: 120, mask: 'mobile' },
        { key: 'certNo', title: '证书编号', width: 190, mask: 'idCard' /* may hold the holder's ID number */ },
        {
          id: 'certExpireDate',
          title: '证书有效期至',
          width: 200,
          render: (r) =>
            r.certExpireDate ? (
              <ExpiryTag date={r.certExpireDate} />
            ) : (
              <Badge variant="light" color="gray">
                {r.certStatusName ?? '未取证'}
              </Badge>
            ),
        },
        { key: 'equclanames', title: '负责设备类别' },
        { id: 'bound', title: '绑定设备', width: 90, render: (r) => `${r.boundEqpCount ?? 0} 台` },
      ]}
      rowActions={[
        { label: '查看', onClick: (r) => openForm(r, true) },
        { label: '修改', onClick: (r) => openForm(r) },
        { label: '绑定设备', onClick: openBind },
        {
          label: '证书',
          onClick: (r) => navigate(linkTo('person_safety', { view: 'certs', personId: r.id, holder: r.name }), IN_TAB),
        },
        {
          label: '删除',
          color: 'red',
          confirm: (r) => `确定删除安全管理人员「${r.name}」吗？其绑定的设备将没有安全管理人员。`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => <AddButton label="新增安全管理人员" onClick={() => openForm()} />}
      emptyText="没有符合条件的安全管理人员"
    />
  );
}
