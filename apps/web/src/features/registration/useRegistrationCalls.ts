import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { completenessMessage } from '@/kit/lifecycle/lifecycle';
import { useRecordListKey } from './api/use-record-list';
import { useRecordDetailKey } from './api/use-record-detail';
import { saveUseRecord, type SaveUseRecordBody } from './api/save-use-record';
import { commitUseRecord } from './api/commit-use-record';
import { deleteUseRecord } from './api/delete-use-record';
import { rollbackUseRecord } from './api/rollback-use-record';
import { pipelineRegistrationsKey } from './api/pipeline-registrations';
import { useRegistApplyListKey } from './api/use-regist-apply-list';
import { fetchUseRegistApplyDetail, useRegistApplyDetailKey, type UseRegistApplyDetail } from './api/use-regist-apply-detail';
import { saveUseRegistApply, type SaveUseRegistApplyBody } from './api/save-use-regist-apply';
import { deleteUseRegistApply } from './api/delete-use-regist-apply';
import { checkApplyAttachments } from './api/check-apply-attachments';
import { applyProgressKey } from './api/apply-progress';
import { applyStepsKey } from './api/apply-steps';
import { useRecordLifecycle, useRegistApplyLifecycle } from './lifecycles';

/** The use-registration record's lifecycle (commit, rollbackBcw, delete), its save and the keys they change. */
export function useUseRecordCalls() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const invalidate = [useRecordListKey, useRecordDetailKey, pipelineRegistrationsKey] as const;
  const lifecycle = useRecordLifecycle({
    submit: (r) => commitUseRecord(platform, r.id),
    rollback: (r) => rollbackUseRecord(platform, r.id),
    delete: (r) => deleteUseRecord(platform, r.id),
  });
  const save = async (body: SaveUseRecordBody, commit: boolean) => {
    const id = await saveUseRecord(platform, body, commit);
    for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    return id;
  };
  return { lifecycle, save, invalidate };
}

const text = (v: string | null | undefined) => (v == null || v === '' ? undefined : v);

/** The save body that resubmits an application as it stands (its submit is a save with isCommit). */
function applyBodyOf(d: UseRegistApplyDetail): SaveUseRegistApplyBody {
  return {
    id: d.id,
    applyNo: d.applyNo,
    applyType: d.applyType,
    equclacode: d.equclacode,
    oidnos: d.equipmentList.map((e) => e.oidno).join(','),
    useAddress: text(d.useAddress),
    safetyManager: text(d.safetyManager),
    safetyManagerPhone: text(d.safetyManagerPhone),
    contactPerson: d.contactPerson ?? '',
    contactPhone: d.contactPhone ?? '',
    attrefsysid: text(d.attrefsysid),
    remarks: text(d.remarks),
  };
}

/**
 * The use-registration application's lifecycle: submit = the server's attachment check
 * (checkUseAtt), then save with isCommit; delete; its save (draft or commit) and the keys they change.
 */
export function useApplyCalls() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const invalidate = [useRegistApplyListKey, useRegistApplyDetailKey, applyProgressKey, applyStepsKey] as const;
  const completeness = async (r: { id: string }) => completenessMessage(await checkApplyAttachments(platform, r.id));
  const lifecycle = useRegistApplyLifecycle(
    {
      submit: async (r) => saveUseRegistApply(platform, applyBodyOf(await fetchUseRegistApplyDetail(platform, r.id)), true),
      delete: (r) => deleteUseRegistApply(platform, r.id),
    },
    completeness,
  );
  const save = async (body: SaveUseRegistApplyBody, commit: boolean) => {
    // An existing application is checked by the server before it is committed; what was typed stays.
    if (commit && body.id) {
      const refusal = await completeness({ id: body.id });
      if (refusal) throw new Error(refusal);
    }
    const id = await saveUseRegistApply(platform, body, commit);
    for (const queryKey of invalidate) void qc.invalidateQueries({ queryKey });
    return id;
  };
  return { lifecycle, save, invalidate };
}
