import { uuid32 } from '@tzsb/sdk';
import type { OnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import type { SaveOnlineApplyBody } from '@/features/declaration/api/save-online-apply';

/** The values of the 定期检验报检 form. */
export type Values = Record<
  | 'id'
  | 'onlinelsh'
  | 'inspectioncategory'
  | 'equclacode'
  | 'oidnos'
  | 'contactName'
  | 'contactPhone'
  | 'expectedDate'
  | 'inspAddress'
  | 'postalCode'
  | 'inmGroupId'
  | 'reliefPolicyId'
  | 'remark'
  | 'attrefsysid'
  | 'authCode',
  string
>;
export type ClassCode = SaveOnlineApplyBody['equclacode'];
export type Category = SaveOnlineApplyBody['inspectioncategory'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** The chosen equipment, from the comma-separated `oidnos`. */
export const list = (oidnos: string) => oidnos.split(',').filter(Boolean);
/** What the application's save sends (those filled in): every value but the SMS code (a query parameter) and the ids (from the last save). */
export const BODY_FIELDS = [
  'inspectioncategory',
  'equclacode',
  'oidnos',
  'contactName',
  'contactPhone',
  'expectedDate',
  'inspAddress',
  'postalCode',
  'inmGroupId',
  'reliefPolicyId',
  'remark',
  'attrefsysid',
] as const;

/** Initial values from a saved application (edit) or a new one. */
export function applyValues(d?: OnlineApplyDetail): Values {
  return {
    id: text(d?.id),
    onlinelsh: text(d?.onlinelsh),
    inspectioncategory: text(d?.inspectioncategory) || '1',
    equclacode: text(d?.equclacode),
    oidnos: (d?.equipments ?? []).map((e) => e.oidno).join(','),
    contactName: text(d?.contactName),
    contactPhone: text(d?.contactPhone),
    expectedDate: text(d?.expectedDate),
    inspAddress: text(d?.inspAddress),
    postalCode: text(d?.postalCode),
    inmGroupId: text(d?.inmGroupId),
    reliefPolicyId: text(d?.reliefPolicyId),
    remark: text(d?.remark),
    attrefsysid: d?.attrefsysid ?? uuid32(),
    authCode: '',
  };
}
