import { useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import type { Option } from '@/kit/options';
import { fetchSafetyPersonList } from '@/features/person/api/safety-person-list';
import {
  fetchSafetyCertList,
  safetyCertListKey,
  type SafetyCertListBody,
  type SafetyPersonCert,
} from '@/features/person/api/safety-cert-list';
import { useSaveSafetyCert } from '@/features/person/api/save-safety-cert';
import { useDeleteSafetyCert } from '@/features/person/api/delete-safety-cert';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { AddButton } from '@/kit/list/AddButton';
import { certStatusOptions } from '@/features/person/person-options';
import { certificateColumns, holderHint, validityFields } from '@/features/person/certificates';

type CertValues = Record<
  'personId' | 'certType' | 'certNo' | 'issueOrg' | 'issueDate' | 'expireDate' | 'remarks',
  string
>;
const certSections = (holders: Option[]): FormSection<CertValues>[] => [
  {
    title: '证书',
    fields: [
      { name: 'personId', label: '持证人', kind: 'select', options: holders, required: true },
      {
        name: 'certType',
        label: '证书类别',
        kind: 'select',
        options: [{ value: 'A', label: 'A 特种设备安全管理' }],
        required: true,
      },
      { name: 'certNo', label: '证书编号', required: true, maxLength: 40 },
      { name: 'issueOrg', label: '发证机关', maxLength: 60 },
      ...validityFields<CertValues>(),
      { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
    ],
  },
];

type CertFilters = FiltersOf<SafetyCertListBody, 'personId' | 'personName' | 'certNo' | 'certStatus'>;
const certFilters: FilterSpec<CertFilters>[] = [
  textFilter('personName', '持证人', 140),
  textFilter('certNo', '证书编号', 200),
  selectFilter('certStatus', '证书状态', certStatusOptions, 170),
];

/** The certificates' list, one person's by `personId` (the view's and the page's prefetch). */
export const certsSource = bodyListSource(certFilters, safetyCertListKey, fetchSafetyCertList, ['personId']);
const col = certificateColumns<SafetyPersonCert>();

/**
 * 证书 view: the staff's certificates, or one person's (`personId`, with `holder`, the person's
 * name, for the hint); a new certificate's 发证机关 is the configured authority.
 */
export function CertsView() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const save = useSaveSafetyCert();
  const remove = useDeleteSafetyCert();
  const personId = params.get('personId') ?? '';
  const openForm = async (c?: SafetyPersonCert) => {
    const holders = c
      ? [{ value: c.personId, label: c.personName ?? c.personId }]
      : (await fetchSafetyPersonList(platform, { pageNo: 1, pageSize: 100 })).list.map((p) => ({
          value: p.id,
          label: `${p.name}（${p.postName ?? ''}）`,
        }));
    const sections = certSections(holders);
    void openFormDialog<CertValues>({
      title: c ? `修改证书：${c.personName ?? ''} ${c.certNo}` : '新增证书',
      sections,
      readOnly: c ? ['personId'] : [],
      initialValues: {
        personId: c?.personId ?? personId,
        certType: c?.certType ?? 'A',
        certNo: c?.certNo ?? '',
        issueOrg: c?.issueOrg ?? platform.config.certIssuer,
        issueDate: c?.issueDate ?? '',
        expireDate: c?.expireDate ?? '',
        remarks: c?.remarks ?? '',
      },
      onSubmit: (v) => save.mutateAsync(formBody(sections, v, c ? { id: c.id } : {})),
    });
  };
  return (
    <ListPage
      title="安全管理人员证书"
      header={holderHint(personId, params.get('holder'), '证书', linkTo('person_safety', { view: 'certs' }))}
      source={certsSource}
      columns={[
        { key: 'personName', title: '持证人', width: 90 },
        col.idCard,
        { key: 'certTypeName', title: '证书类别' },
        col.certNo,
        col.issueDate,
        col.expireDate,
        col.issueOrg,
      ]}
      rowActions={[
        { label: '修改', onClick: (r) => openForm(r) },
        {
          label: '删除',
          color: 'red',
          confirm: (r) => `确定删除「${r.personName ?? ''}」的证书（${r.certNo}）吗？`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => <AddButton label="新增证书" onClick={() => void openForm()} />}
      emptyText="没有符合条件的证书"
    />
  );
}
