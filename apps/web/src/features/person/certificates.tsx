import { ExpiryTag } from '@/kit/ExpiryTag';
import type { FieldSpec, FormValues } from '@/kit/form/types';
import { FilterHint } from '@/kit/list/FilterHint';
import type { ColumnSpec } from '@/kit/list/types';

/** 发证日期 and 有效期至 of a certificate's form; the expiry may not come before the issue. */
export const validityFields = <V extends FormValues & { issueDate: string; expireDate: string }>(): FieldSpec<V>[] => [
  { name: 'issueDate', label: '发证日期', kind: 'date', required: true },
  {
    name: 'expireDate',
    label: '有效期至',
    kind: 'date',
    required: true,
    validate: (v, all) => (all.issueDate && v < all.issueDate ? '有效期至不能早于发证日期' : null),
  },
];

interface CertificateRow {
  idCard?: string | null;
  certNo: string;
  issueDate?: string | null;
  expireDate?: string | null;
  issueOrg?: string | null;
}

/** The columns every list of certificates shows beside its holder and kind, by name. */
export const certificateColumns = <Row extends CertificateRow>() =>
  ({
    idCard: { key: 'idCard', title: '身份证号', width: 180, mask: 'idCard' },
    // An operator certificate's number is TS + the holder's ID number: it is masked as one.
    certNo: { key: 'certNo', title: '证书编号', width: 200, mask: 'idCard' },
    issueDate: { key: 'issueDate', title: '发证日期', width: 110 },
    expireDate: { id: 'expireDate', title: '有效期至', width: 200, render: (r) => <ExpiryTag date={r.expireDate} /> },
    issueOrg: { key: 'issueOrg', title: '发证机关' },
  }) satisfies Record<string, ColumnSpec<Row>>;

/**
 * Above a list opened for one holder (`holderId` from the address, `holder` their name): whose
 * certificates are shown, and the way to everyone's.
 */
export const holderHint = (holderId: string, holder: string | null, noun: string, allLink: string) =>
  holderId ? (
    <FilterHint showAll={{ label: `显示全部${noun}`, to: allLink }}>
      只显示「{holder || holderId}」的{noun}
    </FilterHint>
  ) : undefined;
