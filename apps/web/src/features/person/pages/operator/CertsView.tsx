import { useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { maskIdCard } from '@/platform/personal-data';
import { linkTo } from '@/platform/routing';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import type { FormSection } from '@/kit/form/types';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import type { Option } from '@/kit/options';
import { fetchOperatorList } from '@/shared/person/api/operator-list';
import {
  fetchQualificationList,
  qualificationListKey,
  type OperatorQualification,
  type QualificationListBody,
} from '@/features/person/api/qualification-list';
import { useAddQualification } from '@/features/person/api/add-qualification';
import { useUpdateQualification } from '@/features/person/api/update-qualification';
import { useDeleteQualification } from '@/features/person/api/delete-qualification';
import { certStatusOptions, workTypeName, workTypeOptions } from '@/features/person/person-options';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { AddButton } from '@/kit/list/AddButton';
import { certificateColumns, holderHint, validityFields } from '@/features/person/certificates';

type CertValues = Record<
  'operatorId' | 'workType' | 'certNo' | 'issueDate' | 'expireDate' | 'reviewDate' | 'issueOrg' | 'remarks',
  string
>;
const certSections = (operatorOptions: Option[]): FormSection<CertValues>[] => [
  {
    title: '资格证',
    fields: [
      { name: 'operatorId', label: '持证人', kind: 'select', options: operatorOptions, required: true },
      { name: 'workType', label: '作业项目', kind: 'select', options: workTypeOptions, required: true },
      { name: 'certNo', label: '证书编号', required: true, maxLength: 40, placeholder: 'TS + 持证人身份证号' },
      { name: 'issueOrg', label: '发证机关', maxLength: 60 },
      ...validityFields<CertValues>(),
      { name: 'reviewDate', label: '最近复审日期', kind: 'date' },
      { name: 'remarks', label: '备注', kind: 'textarea', span: 2, maxLength: 500 },
    ],
  },
];

type CertFilters = FiltersOf<
  QualificationListBody,
  'operatorId' | 'operatorName' | 'certNo' | 'workType' | 'certStatus'
>;
const certFilters: FilterSpec<CertFilters>[] = [
  textFilter('operatorName', '持证人', 140),
  textFilter('certNo', '证书编号', 200),
  selectFilter('workType', '作业项目', workTypeOptions, 200),
  selectFilter('certStatus', '证书状态', certStatusOptions, 170),
];

/** The certificates' list, one operator's by `operatorId` (the view's and the page's prefetch). */
export const certsSource = bodyListSource(certFilters, qualificationListKey, fetchQualificationList, ['operatorId']);
const col = certificateColumns<OperatorQualification>();

/**
 * 资格证 view: the operators' certificates, or one operator's (`operatorId`, with `holder`, the
 * operator's name, for the hint); a new certificate's 发证机关 is the configured authority.
 */
export function CertsView() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const add = useAddQualification();
  const update = useUpdateQualification();
  const remove = useDeleteQualification();
  const operatorId = params.get('operatorId') ?? '';
  const openForm = async (q?: OperatorQualification) => {
    // The holders to choose from: the unit's operators (a new certificate), or the certificate's own holder.
    const holders = q
      ? [{ value: q.operatorId, label: q.operatorName ?? q.operatorId }]
      : (await fetchOperatorList(platform, { pageNo: 1, pageSize: 100 })).list.map((o) => ({
          value: o.id,
          label: `${o.name}（${maskIdCard(o.idCard)}）`,
        }));
    const sections = certSections(holders);
    void openFormDialog<CertValues>({
      title: q ? `修改资格证：${q.operatorName ?? ''} ${q.workTypeName ?? q.workType}` : '新增资格证',
      sections,
      initialValues: {
        operatorId: q?.operatorId ?? operatorId,
        workType: q?.workType ?? '',
        certNo: q?.certNo ?? '',
        issueDate: q?.issueDate ?? '',
        expireDate: q?.expireDate ?? '',
        reviewDate: q?.reviewDate ?? '',
        issueOrg: q?.issueOrg ?? platform.config.certIssuer,
        remarks: q?.remarks ?? '',
      },
      readOnly: q ? ['operatorId'] : [],
      onSubmit: (v) =>
        q
          ? update.mutateAsync(formBody(sections, v, { workTypeName: workTypeName(v.workType), id: q.id }))
          : add.mutateAsync(formBody(sections, v, { workTypeName: workTypeName(v.workType) })),
    });
  };
  return (
    <ListPage
      title="资格证"
      header={holderHint(operatorId, params.get('holder'), '资格证', linkTo('person_work', { view: 'certs' }))}
      source={certsSource}
      columns={[
        { key: 'operatorName', title: '持证人', width: 90 },
        col.idCard,
        { id: 'workType', title: '作业项目', render: (r) => `${r.workType} ${r.workTypeName ?? ''}` },
        col.certNo,
        col.issueDate,
        col.expireDate,
        { key: 'reviewDate', title: '复审日期', width: 110 },
        col.issueOrg,
      ]}
      rowActions={[
        { label: '修改', onClick: (r) => openForm(r) },
        {
          label: '删除',
          color: 'red',
          confirm: (r) =>
            `确定删除「${r.operatorName ?? ''}」的${r.workTypeName ?? r.workType}资格证（${r.certNo}）吗？`,
          onClick: (r) => remove.mutateAsync({ id: r.id }),
        },
      ]}
      toolbar={() => <AddButton label="新增资格证" onClick={() => void openForm()} />}
      emptyText="没有符合条件的资格证"
    />
  );
}
