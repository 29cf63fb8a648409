import { completenessMessage } from '@/kit/lifecycle/lifecycle';
import { recordCalls } from '@/kit/lifecycle/record-calls';
import type { Platform } from '@/platform/platform';
import { applyKey, useRecordKey } from './api/keys';
import { saveUseRecord } from './api/save-use-record';
import { commitUseRecord } from './api/commit-use-record';
import { deleteUseRecord } from './api/delete-use-record';
import { rollbackUseRecord } from './api/rollback-use-record';
import { fetchUseRegistApplyDetail, type UseRegistApplyDetail } from './api/use-regist-apply-detail';
import { saveUseRegistApply, type SaveUseRegistApplyBody } from './api/save-use-regist-apply';
import { deleteUseRegistApply } from './api/delete-use-regist-apply';
import { checkApplyAttachments } from './api/check-apply-attachments';
import { registrationRecordLifecycle, registApplyLifecycle } from './lifecycles';
import { applicationTouches } from '@/shared/application/api/keys';

/** The use-registration record's lifecycle (commit, rollbackBcw, delete) and its save. */
export const useUseRecordCalls = recordCalls({
  queryKey: useRecordKey,
  touches: applicationTouches,
  lifecycle: (platform) =>
    registrationRecordLifecycle({
      submit: (r) => commitUseRecord(platform, r.id),
      rollback: (r) => rollbackUseRecord(platform, r.id),
      delete: (r) => deleteUseRecord(platform, r.id),
    }),
  save: saveUseRecord,
});

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

/** The server's attachment check (checkUseAtt) of an application: its refusal, or nothing. */
const completeness = async (platform: Platform, r: { id: string }) =>
  completenessMessage(await checkApplyAttachments(platform, r.id));

/**
 * The use-registration application's lifecycle: submit = the server's attachment check
 * (checkUseAtt), then save with isCommit; delete; and its save (draft or commit).
 */
export const useApplyCalls = recordCalls({
  queryKey: applyKey,
  touches: applicationTouches,
  lifecycle: (platform) =>
    registApplyLifecycle(
      {
        submit: async (r) =>
          saveUseRegistApply(platform, applyBodyOf(await fetchUseRegistApplyDetail(platform, r.id)), true),
        delete: (r) => deleteUseRegistApply(platform, r.id),
      },
      (r) => completeness(platform, r),
    ),
  save: async (platform, body: SaveUseRegistApplyBody, commit) => {
    // An existing application is checked by the server before it is committed; what was typed stays.
    if (commit && body.id) {
      const refusal = await completeness(platform, { id: body.id });
      if (refusal) throw new Error(refusal);
    }
    return saveUseRegistApply(platform, body, commit);
  },
});
