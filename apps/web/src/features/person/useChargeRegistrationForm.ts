import { usePlatform } from '@/platform/PlatformContext';
import { openFormDialog } from '@/kit/form/FormDialog';
import { formBody } from '@/kit/form/form-body';
import { fetchChargeRegistrationDetail } from '@/features/person/api/charge-registration-detail';
import type { ExamFeeRegistration } from '@/features/person/api/charge-registration-list';
import { fetchOperatorList } from '@/shared/person/api/operator-list';
import { useSaveChargeRegistration } from '@/features/person/api/save-charge-registration';
import { chargeSections, type ChargeValues } from '@/features/person/charge-registration';

/** Opens the registration form: new, or a draft's (with its operators from the detail). Used by the list and the detail page. */
export function useChargeRegistrationForm() {
  const platform = usePlatform();
  const save = useSaveChargeRegistration();
  return async (existing?: ExamFeeRegistration) => {
    const [operators, detail] = await Promise.all([
      fetchOperatorList(platform, { pageNo: 1, pageSize: 100 }),
      existing ? fetchChargeRegistrationDetail(platform, existing.id) : Promise.resolve(null),
    ]);
    const options = operators.list.map((o) => ({ value: o.id, label: `${o.name}（${o.idCard}）` }));
    // A registered operator no longer in the list still shows by name.
    for (const p of detail?.persons ?? [])
      if (!options.some((o) => o.value === p.operatorId))
        options.push({ value: p.operatorId ?? '', label: `${p.name}（${p.idCard ?? ''}）` });
    const sections = chargeSections(options);
    return openFormDialog<ChargeValues>({
      title: existing ? `修改考试费登记：${existing.regNo}` : '新增考试费登记',
      sections,
      initialValues: {
        examBatch: detail?.examBatch ?? '',
        workItemCode: detail?.workItemCode ?? '',
        examType: detail?.examType ?? '1',
        operatorIds: (detail?.persons ?? []).map((p) => p.operatorId).join(','),
        contactName: detail?.contactName ?? '',
        contactPhone: detail?.contactPhone ?? '',
        remark: detail?.remark ?? '',
      },
      submitLabel: '保存草稿',
      commitLabel: '保存并提交',
      onSubmit: (v, _file, { commit }) =>
        save.mutateAsync({ body: formBody(sections, v, existing ? { id: existing.id } : {}), isCommit: commit }),
    });
  };
}
