import { RecordTable, type RecordColumn } from '@/kit/RecordTable';

interface DeclaredDevice {
  oidno: string;
  eqpName: string;
  eqpCode: string;
  eqpVarietyName?: string | null;
  inspConclusion?: string | null;
  reportNo?: string | null;
}

/**
 * The devices a declaration names, as its detail shows them: name (a card's title on a phone), code
 * and variety first, what the kind of declaration adds (`middle`), then the inspection's conclusion
 * and report.
 */
export function DeclaredDevices<E extends DeclaredDevice>({
  label,
  rows,
  middle,
}: {
  label: string;
  rows: readonly E[];
  middle: readonly RecordColumn<E>[];
}) {
  return (
    <RecordTable
      label={label}
      rows={rows}
      rowKey={(e) => e.oidno}
      minWidth={900}
      title={{ title: '设备名称', cell: (e) => e.eqpName }}
      columns={[
        { title: '设备代码', cell: (e) => e.eqpCode },
        { title: '品种', cell: (e) => e.eqpVarietyName ?? '—' },
        ...middle,
        { title: '检验结论', cell: (e) => e.inspConclusion ?? '—' },
        { title: '报告编号', cell: (e) => e.reportNo ?? '—' },
      ]}
    />
  );
}
