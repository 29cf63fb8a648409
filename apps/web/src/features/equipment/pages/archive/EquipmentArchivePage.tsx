import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { isClosed } from '@/features/equipment/useEquipmentRowActions';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailView, HistoryTimeline, type DetailField, type DetailSection } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { openBlob } from '@/kit/blob';
import { failureMessage, useSubmit } from '@/kit/useSubmit';
import { useStatusColor } from '@/kit/options';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';
import { useEquipmentDetail, type EquipmentDetail } from '@/features/equipment/api/equipment-detail';
import { fetchEquipmentUseSign } from '@/features/equipment/api/equipment-use-sign';
import { archivePath, equipmentFormPath } from '@/features/equipment/links';
import { describeEquipmentCode } from '@/features/equipment/equipment-code';
import { ChangeHistory } from './ChangeHistory';
import { archiveClasses, paramsOf, paramText, type ArchiveClass, type ClassKey } from './classes';

const PASSED = new Set(['合格', '复检合格', '允许使用', '基本符合要求']);
const conclusionColor = (c: string | null | undefined) => (!c ? 'gray' : PASSED.has(c) ? 'teal' : 'red');

/** 设备代码 and, under it, what the code says (variety, area, year, sequence). */
function EquipmentCode({ code }: { code: string }) {
  const meaning = describeEquipmentCode(code);
  return (
    <Stack gap={2}>
      <Text size="sm" ff="monospace">
        {code}
      </Text>
      {meaning && (
        <Text size="xs" c="dimmed" data-testid="equipment-code-meaning">
          {meaning}
        </Text>
      )}
    </Stack>
  );
}

function DaysToInspection({ days }: { days: number | null | undefined }) {
  if (days === null || days === undefined) return null;
  if (days < 0)
    return (
      <Badge color="red" variant="light">
        已超期 {-days} 天
      </Badge>
    );
  return (
    <Badge color={days <= 30 ? 'orange' : 'teal'} variant="light">
      还有 {days} 天
    </Badge>
  );
}

/** The sections every class shares, with the class's own parameters second. */
function archiveSections<K extends ClassKey>(cls: ArchiveClass<K>, d: EquipmentDetail): DetailSection[] {
  const params = paramsOf(d, cls.key);
  const unit = d.useUnit;
  const reg = d.registration;
  const maint = d.maintenance;
  const basic: DetailField[] = [
    { label: '设备代码', value: <EquipmentCode code={d.eqpCode} />, span: 2 },
    { label: '使用登记证编号', value: d.registCode },
    { label: '设备类别', value: d.equclaname },
    { label: '设备品种', value: d.eqpVarietyName ? `${d.eqpVarietyName}（${d.eqpVarietyCode}）` : d.eqpVarietyCode },
    { label: '设备名称', value: d.eqpName },
    { label: '型号规格', value: d.eqpModel },
    { label: '出厂编号', value: d.factoryNo },
    { label: '单位内部编号', value: d.internalNo },
    { label: '制造单位', value: d.makeUnitName },
    { label: '制造日期', value: d.makeDate },
    { label: '设计单位', value: d.designUnitName },
    { label: '安装单位', value: d.installUnitName },
    { label: '安装竣工日期', value: d.installDate },
    { label: '投入使用日期', value: d.useStartDate },
    { label: '组合设备', value: d.hasChild ? `是（子设备 ${d.childCount ?? 0} 台）` : '否' },
    { label: '档案建立时间', value: d.createDate },
    { label: '最近更新时间', value: d.updateDate },
    { label: '备注', value: d.remark, span: 3 },
  ];
  return [
    { title: '基本信息', fields: basic },
    {
      title: `${cls.name}技术参数`,
      fields: params ? cls.params.map((f) => ({ label: f.label, value: paramText(f, params) })) : [],
      empty: '暂无技术参数',
    },
    {
      title: '使用单位与使用地点',
      fields: [
        { label: '使用单位', value: unit.orgname },
        { label: '统一社会信用代码', value: unit.creditCode },
        { label: '单位类型', value: unit.unitType },
        { label: '设备所在区县', value: d.areaName },
        { label: '设备使用地点', value: d.useAddress, span: 2 },
        { label: '安全管理员', value: d.safetyManager },
        { label: '安全管理员电话', value: d.safetyManagerPhone },
        { label: '法定代表人', value: unit.legalPerson },
        { label: '单位联系人', value: unit.contactPerson },
        { label: '单位联系电话', value: unit.contactPhone },
        { label: '单位地址', value: unit.address },
      ],
    },
    {
      title: '使用登记',
      fields: reg
        ? [
            { label: '使用登记证编号', value: reg.registCode },
            { label: '登记日期', value: reg.registDate },
            { label: '登记机关', value: reg.registOrgName },
            { label: '登记方式', value: reg.registTypeName },
            { label: '发证日期', value: reg.certIssueDate },
            { label: '使用标志编号', value: reg.useSignNo },
            { label: '最近变更登记', value: reg.lastChangeDate },
          ]
        : [],
      empty: '尚未办理使用登记',
    },
    {
      title: '维护保养',
      fields: maint
        ? [
            { label: '维保单位', value: maint.maintUnitName },
            { label: '维保单位信用代码', value: maint.maintUnitCreditCode },
            { label: '维保方式', value: maint.selfMaintain ? '自行维护保养' : '委托维保' },
            { label: '维保合同编号', value: maint.contractNo },
            {
              label: '合同期限',
              value:
                maint.contractStartDate || maint.contractEndDate
                  ? `${maint.contractStartDate ?? '—'} 至 ${maint.contractEndDate ?? '—'}`
                  : null,
            },
            { label: '维保周期', value: maint.maintCycleDays ? `${maint.maintCycleDays} 天` : null },
            { label: '维保负责人', value: maint.maintPerson },
            { label: '负责人电话', value: maint.maintPhone },
            { label: '最近维保日期', value: maint.lastMaintDate },
            { label: '下次维保日期', value: maint.nextMaintDate },
          ]
        : [],
      empty: '无维保合同（未委托维保单位）',
    },
    {
      title: '检验信息与检验历史',
      fields: [
        { label: '上次检验日期', value: d.lastInspDate },
        {
          label: '下次检验日期',
          value: d.nextInspDate ? (
            <Group gap={6}>
              {d.nextInspDate}
              <DaysToInspection days={d.daysToNextInsp} />
            </Group>
          ) : null,
        },
        {
          label: '检验结论',
          value: d.inspConclusion ? (
            <Badge color={conclusionColor(d.inspConclusion)} variant="light">
              {d.inspConclusion}
            </Badge>
          ) : null,
        },
        { label: '检验机构', value: d.inspOrgName },
      ],
      content: (
        <Stack mt="md" data-testid="inspection-history">
          <HistoryTimeline
            items={d.inspections.map((r) => ({
              key: r.reportNo,
              title: (
                <Group gap={6}>
                  {r.inspType}
                  {r.inspConclusion && (
                    <Badge size="sm" variant="light" color={conclusionColor(r.inspConclusion)}>
                      {r.inspConclusion}
                    </Badge>
                  )}
                </Group>
              ),
              time: r.inspDate,
              operator: [r.inspOrgName, r.inspector].filter(Boolean).join(' '),
              description: (
                <>
                  报告编号{' '}
                  <Anchor
                    component={Link}
                    to={linkTo('company_service_report_query', { reportNo: r.reportNo })}
                    aria-label={`查看检验报告 ${r.reportNo}`}
                  >
                    {r.reportNo}
                  </Anchor>
                  {r.nextInspDate ? `，下次检验日期 ${r.nextInspDate}` : ''}
                  {r.problemSummary && (
                    <Text size="sm" c="orange.8">
                      主要问题：{r.problemSummary}
                    </Text>
                  )}
                </>
              ),
            }))}
          />
        </Stack>
      ),
    },
    { title: '变更历史', content: <ChangeHistory oidno={d.oidno} /> },
  ];
}

function ArchiveView<K extends ClassKey>({ cls, detail: d }: { cls: ArchiveClass<K>; detail: EquipmentDetail }) {
  const platform = usePlatform();
  const print = useSubmit();
  const params = paramsOf(d, cls.key);
  // The key figures under the name; one that only repeats the variety (观览车类) is left out.
  const headline = params
    ? cls.params
        .filter((f) => cls.headline.includes(f.key) && paramText(f, params) !== d.eqpVarietyName)
        .map((f) => `${f.label} ${paramText(f, params) || '—'}`)
    : [];
  const otherClass = d.equclacode !== cls.code ? archivePath(d.equclacode, d.oidno) : undefined;

  const printSign = async () => {
    const r = await print.run('submit', () =>
      openBlob(() => fetchEquipmentUseSign(platform, d.oidno), `${d.eqpName}使用标志.pdf`),
    );
    if (r && !r.ok) notifications.show({ color: 'red', title: '打印使用标志失败', message: failureMessage(r.error) });
  };

  return (
    <>
      {otherClass && (
        <Alert color="orange" mb="md" title={`该设备属于${d.equclaname ?? d.equclacode}，不是${cls.name}`}>
          <Anchor component={Link} to={otherClass} size="sm">
            查看{d.equclaname}档案
          </Anchor>
        </Alert>
      )}
      <DetailView
        title={d.eqpName}
        subtitle={[d.eqpVarietyName, ...headline].filter(Boolean).join(' · ')}
        tags={[
          { label: d.equclaname ?? cls.name, color: 'blue' },
          ...(d.useStatusName ? [{ label: d.useStatusName, color: useStatusColor[d.useStatus ?? ''] ?? 'gray' }] : []),
          ...(d.inspConclusion ? [{ label: `检验${d.inspConclusion}`, color: conclusionColor(d.inspConclusion) }] : []),
        ]}
        actions={
          <>
            {!isClosed(d.useStatus) && (
              <Button
                component={Link}
                to={equipmentFormPath(d.equclacode, d.oidno, 'edit')}
                leftSection={<IconEdit size={16} />}
              >
                修改
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} />}
              onClick={() => void printSign()}
              loading={print.busy !== null}
              disabled={!d.registration}
              title={d.registration ? undefined : '未办理使用登记的设备没有使用标志'}
            >
              打印使用标志
            </Button>
          </>
        }
        sections={archiveSections(cls, d)}
        attachments={{ attrefsysid: d.attrefsysid || d.oidno }}
      />
    </>
  );
}

/**
 * One archive page for every class (detail/<class>?oidno=...): the shared archive sections plus the
 * parameters declared for the class in classes.ts.
 */
export function EquipmentArchivePage<K extends ClassKey>({ classKey, id: oidno }: { classKey: K; id: string }) {
  const detail = useEquipmentDetail(oidno);
  const cls: ArchiveClass<K> = archiveClasses[classKey];
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => <ArchiveView cls={cls} detail={d} />}
    </QueryState>
  );
}
