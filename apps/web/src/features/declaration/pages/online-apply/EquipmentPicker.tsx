import type React from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Checkbox, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { QueryState } from '@/kit/QueryState';
import { ScrollBox } from '@/kit/ScrollBox';
import { useScreenLayout } from '@/platform/screen-layout';
import type { OnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import { useWaitInspectEquipment } from '@/features/declaration/api/wait-inspect-equipment';
import { dueColor, dueText } from '@/features/declaration/online-apply';
import { RefusedEquipment } from '@/shared/equipment/RefusedEquipment';
import { takeRequested, type Refused } from '@/shared/equipment/requested';
import { list, type Category } from './values';

/**
 * The flow holding a device, as the picker names it: the answer's business name (a use
 * registration's, a stop's…), else an inspection declaration's, which the field once only meant.
 */
const flowOf = (r: { inFlowName?: string | null }) => r.inFlowName || '定期检验报检';

/**
 * Step 1: the unit's equipment due for inspection, with the next inspection date; one class per
 * application. Opened for a list's selection (`requested`), it starts with those it can take chosen
 * and names the others with the reason.
 */
export function EquipmentPicker({
  category,
  value,
  known,
  onChange,
  error,
  requested = [],
  nameOf = (oidno) => oidno,
}: {
  category: string;
  value: string;
  known: OnlineApplyDetail['equipments'];
  error?: React.ReactNode;
  onChange: (oidnos: string, equclacode: string) => void;
  requested?: readonly string[];
  nameOf?: (oidno: string) => string;
}) {
  const { phone } = useScreenLayout();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [classError, setClassError] = useState<string | null>(null);
  const query = useWaitInspectEquipment({
    pageNo: 1,
    pageSize: 50,
    inspectioncategory: (category || '1') as Category,
    ...(term ? { eqpName: term } : {}),
  });
  const chosen = list(value);
  const rows = useMemo(() => {
    const fromList = query.data?.list ?? [];
    // Equipment already in this application (a draft being changed) stays listed and chosen.
    const extra = known
      .filter((k) => !fromList.some((r) => r.oidno === k.oidno))
      .map((k) => ({
        ...k,
        equclaname: null,
        daysToNextInsp: null,
        inFlow: false,
        inFlowOnlinelsh: null,
        inFlowName: null,
        useStatusName: null,
      }));
    return [...extra, ...fromList.map((r) => ({ ...r, inFlow: r.inFlow && !chosen.includes(r.oidno) }))];
  }, [query.data, known]); // eslint-disable-line react-hooks/exhaustive-deps -- `chosen` is a new array each render; the rows change with the list, not with a click
  // The selection a list opened this form for: taken once the candidates are known, unless the form
  // already has equipment chosen (a draft of the same selection came back).
  const [refused, setRefused] = useState<Refused[]>([]);
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !requested.length || !query.data) return;
    applied.current = true;
    if (chosen.length) return;
    const {
      oidnos,
      equclacode,
      refused: left,
    } = takeRequested(requested, new Map(rows.map((r) => [r.oidno, r])), {
      missing: '不在待检设备中（只有在用且已超期或 60 天内到期的设备可以报检）',
      otherClass: '设备类别与其他所选设备不同，一次报检只能选择同一类别，请另行报检',
      refuse: (r) => (r.inFlow ? `已在${flowOf(r)}流程中${r.inFlowOnlinelsh ? `（${r.inFlowOnlinelsh}）` : ''}` : null),
    });
    setRefused(left);
    if (oidnos.length) onChange(oidnos.join(','), equclacode);
  }, [query.data, rows]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the candidates first arrive
  const toggle = (oidno: string, equclacode: string) => {
    const selectedClass = rows.find((r) => chosen.includes(r.oidno))?.equclacode;
    if (!chosen.includes(oidno) && selectedClass && selectedClass !== equclacode) {
      setClassError('一次报检只能选择同一设备类别的设备，请分开申请');
      return;
    }
    setClassError(null);
    const next = chosen.includes(oidno) ? chosen.filter((o) => o !== oidno) : [...chosen, oidno];
    onChange(next.join(','), next.length ? equclacode : '');
  };
  return (
    <Stack gap="sm" data-field="oidnos">
      <Group justify="space-between">
        <TextInput
          aria-label="按设备名称查找"
          placeholder="按设备名称查找"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
        />
        <Text size="sm" c="dimmed">
          已选 {chosen.length} 台；列出已超期和 60 天内到期的设备
        </Text>
      </Group>
      <RefusedEquipment refused={refused} nameOf={nameOf} what="报检" />
      {(classError || error) && (
        <Alert color="red" role="alert" py="xs">
          {classError ?? error}
        </Alert>
      )}
      <QueryState
        query={query}
        isEmpty={() => !rows.length}
        empty="没有待检设备：本单位设备均未到检验期"
        minHeight={120}
      >
        {() =>
          phone ? (
            // A phone: a card per piece of equipment, its state in view (a squeezed table put the
            // reason a box is disabled off screen).
            <Stack component="ul" aria-label="待检设备" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((r) => {
                const due = dueText(r.daysToNextInsp);
                return (
                  <Paper
                    component="li"
                    key={r.oidno}
                    withBorder
                    radius="md"
                    p="sm"
                    data-row-key={r.oidno}
                    data-in-flow={r.inFlow || undefined}
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Checkbox
                        mt={2}
                        aria-label={`选择 ${r.eqpName}`}
                        checked={chosen.includes(r.oidno)}
                        disabled={r.inFlow}
                        onChange={() => toggle(r.oidno, r.equclacode)}
                      />
                      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                        <Text fw={500} size="sm">
                          <EquipmentName name={r.eqpName} internalNo={r.internalNo} />
                        </Text>
                        <Text size="xs" c="dimmed">
                          {r.eqpCode} · {r.equclaname ?? r.eqpVarietyName ?? '—'}
                        </Text>
                        <Group gap={6}>
                          <Text size="sm">下次检验 {r.nextInspDate ?? '—'}</Text>
                          {due && (
                            <Badge size="sm" variant="light" color={dueColor(r.daysToNextInsp)}>
                              {due}
                            </Badge>
                          )}
                        </Group>
                        {r.inFlow ? (
                          <Text size="xs">
                            已在{flowOf(r)}流程 {r.inFlowOnlinelsh} 中
                          </Text>
                        ) : (
                          <Badge size="sm" variant="light" color="teal">
                            可报检
                          </Badge>
                        )}
                      </Stack>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          ) : (
            <ScrollBox label="待检设备">
              <Table striped withTableBorder highlightOnHover fz="sm" miw={900} aria-label="待检设备">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40} />
                    <Table.Th>设备名称</Table.Th>
                    <Table.Th>设备代码</Table.Th>
                    <Table.Th>设备类别</Table.Th>
                    <Table.Th>使用地点</Table.Th>
                    <Table.Th w={110}>上次检验</Table.Th>
                    <Table.Th w={190}>下次检验日期</Table.Th>
                    <Table.Th w={200}>状态</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => {
                    const checked = chosen.includes(r.oidno);
                    const due = dueText(r.daysToNextInsp);
                    return (
                      <Table.Tr key={r.oidno} data-row-key={r.oidno} data-in-flow={r.inFlow || undefined}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`选择 ${r.eqpName}`}
                            checked={checked}
                            disabled={r.inFlow}
                            onChange={() => toggle(r.oidno, r.equclacode)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <EquipmentName name={r.eqpName} internalNo={r.internalNo} />
                        </Table.Td>
                        <Table.Td>{r.eqpCode}</Table.Td>
                        <Table.Td>{r.equclaname ?? r.eqpVarietyName ?? '—'}</Table.Td>
                        <Table.Td>{r.useAddress ?? '—'}</Table.Td>
                        <Table.Td>{r.lastInspDate ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm">{r.nextInspDate ?? '—'}</Text>
                            {due && (
                              <Badge size="sm" variant="light" color={dueColor(r.daysToNextInsp)}>
                                {due}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          {r.inFlow ? (
                            <Text size="xs">
                              已在{flowOf(r)}流程 {r.inFlowOnlinelsh} 中
                            </Text>
                          ) : (
                            <Badge size="sm" variant="light" color="teal">
                              可报检
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollBox>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** A piece of equipment's name, with the unit's own number for it (内部编号) after it, dimmed. */
function EquipmentName({ name, internalNo }: { name: string; internalNo?: string | null }) {
  return (
    <>
      {name}
      {internalNo ? (
        <Text span size="xs" c="dimmed">
          （{internalNo}）
        </Text>
      ) : null}
    </>
  );
}
