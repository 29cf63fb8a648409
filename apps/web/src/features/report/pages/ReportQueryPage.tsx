import { useState } from 'react';
import { Badge, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { equipmentTypeOptions, inspectionCategoryOptions } from '@/kit/options';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { PdfPreview } from '@/kit/pdf/PdfPreview';
import { downloadBlob, openBlob } from '@/kit/blob';
import { StatusTag } from '@/kit/lifecycle/LifecycleUi';
import {
  fetchReportList,
  reportListKey,
  type InspectionReport,
  type ReportListBody,
} from '@/features/report/api/report-list';
import { fetchReportPdf } from '@/features/report/api/report-pdf';
import {
  fetchOpinionList,
  opinionListKey,
  type InspectionOpinion,
  type OpinionListBody,
} from '@/features/report/api/opinion-list';
import { fetchOpinionPdf } from '@/features/report/api/opinion-pdf';
import { conclusionColor, conclusionOptions, opinionLifecycle, opinionStatusOptions } from '@/features/report/statuses';
import { linkTo } from '@/platform/routing';
import { ReportDetailModal, reportFile, reportTitle, type PreviewTarget } from './report-query/ReportDetailModal';
import { dateRangeFilter, selectFilter, textFilter } from '@/kit/list/filters';
import { twoLines } from '@/kit/list/cells-ui';

const Eqp = ({ name, code }: { name: string; code?: string | null }) => twoLines(name, code);
const opinionFile = (r: Pick<InspectionOpinion, 'opinionNo'>) => `${r.opinionNo}.pdf`;

/** The PDF preview of a view (one at a time): what to render, and what opens it. */
function usePdfPreview() {
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const node = preview && (
    <PdfPreview
      opened
      onClose={() => setPreview(null)}
      title={preview.title}
      load={preview.load}
      fileName={preview.fileName}
    />
  );
  return [node, setPreview] as const;
}

type ReportFilters = FiltersOf<
  ReportListBody,
  'reportNo' | 'eqpCode' | 'eqpName' | 'equclacode' | 'inspType' | 'conclusion' | 'inspDateBegin' | 'inspDateEnd'
>;
const reportFilters: FilterSpec<ReportFilters>[] = [
  textFilter('eqpName', '设备名称', 170),
  textFilter('eqpCode', '设备代码', 190),
  textFilter('reportNo', '报告编号', 190),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 150),
  selectFilter('inspType', '检验类别', inspectionCategoryOptions, 120),
  selectFilter('conclusion', '检验结论', conclusionOptions, 130),
  dateRangeFilter('inspDateBegin', 'inspDateEnd', '检验日期', 260),
];

const reportSource = bodyListSource(reportFilters, reportListKey, fetchReportList);

function ReportsView() {
  const platform = usePlatform();
  const [preview, onPreview] = usePdfPreview();
  const [detailId, setDetailId] = useState<string | null>(null);
  const download = (r: InspectionReport) => downloadBlob(() => fetchReportPdf(platform, r.id), reportFile(r));
  // The PDF in a window of its own, where the browser prints it.
  const print = (r: InspectionReport) => openBlob(() => fetchReportPdf(platform, r.id), reportFile(r));
  return (
    <>
      <ListPage
        title="检验报告"
        source={reportSource}
        columns={[
          { key: 'reportNo', title: '报告编号', width: 200 },
          { id: 'eqp', title: '设备', render: (r) => <Eqp name={r.eqpName} code={r.eqpCode} /> },
          { key: 'equclaname', title: '设备类别', width: 90 },
          { key: 'inspTypeName', title: '检验类别', width: 90 },
          {
            id: 'conclusion',
            title: '检验结论',
            width: 100,
            render: (r) => (
              <Badge color={conclusionColor(r.conclusion)} variant="light">
                {r.conclusion}
              </Badge>
            ),
          },
          { key: 'inspDate', title: '检验日期', width: 105, sortField: 'inspDate' },
          { key: 'nextInspDate', title: '下次检验', width: 105 },
          { key: 'inspOrgName', title: '检验机构', width: 180 },
        ]}
        rowName={(r) => `${r.eqpName} ${r.reportNo}`}
        rowActions={[
          {
            label: '预览',
            onClick: (r) =>
              onPreview({ title: reportTitle(r), load: () => fetchReportPdf(platform, r.id), fileName: reportFile(r) }),
            hidden: (r) => !r.pdfAttsysid,
          },
          { label: '下载', onClick: (r) => download(r), hidden: (r) => !r.pdfAttsysid, inline: true },
          { label: '打印', onClick: (r) => print(r), hidden: (r) => !r.pdfAttsysid, inline: true },
          { label: '详情', onClick: (r) => setDetailId(r.id) },
        ]}
        emptyText="没有符合条件的检验报告"
      />
      {detailId && <ReportDetailModal id={detailId} onClose={() => setDetailId(null)} onPreview={onPreview} />}
      {preview}
    </>
  );
}

type OpinionFilters = FiltersOf<
  OpinionListBody,
  'opinionNo' | 'eqpCode' | 'equclacode' | 'status' | 'issueDateBegin' | 'issueDateEnd'
>;
const opinionFilters: FilterSpec<OpinionFilters>[] = [
  textFilter('eqpCode', '设备代码', 190),
  textFilter('opinionNo', '通知书编号', 190),
  selectFilter('equclacode', '设备类别', equipmentTypeOptions, 150),
  selectFilter('status', '整改状态', opinionStatusOptions, 120),
  dateRangeFilter('issueDateBegin', 'issueDateEnd', '签发日期', 260),
];

const opinionSource = bodyListSource(opinionFilters, opinionListKey, fetchOpinionList);

function OpinionsView() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [preview, onPreview] = usePdfPreview();
  return (
    <>
      <ListPage
        title="检验意见通知书"
        source={opinionSource}
        columns={[
          { key: 'opinionNo', title: '通知书编号', width: 200 },
          { id: 'eqp', title: '设备', render: (r) => <Eqp name={r.eqpName} code={r.eqpCode} /> },
          { key: 'reportNo', title: '对应报告', width: 200 },
          { id: 'problems', title: '问题', width: 70, render: (r) => `${r.problemCount ?? r.problems.length} 项` },
          { key: 'issueDate', title: '签发日期', width: 105 },
          { key: 'rectifyDeadline', title: '整改期限', width: 105 },
          {
            id: 'status',
            title: '整改状态',
            width: 110,
            render: (r) => (
              <Group gap={4}>
                <StatusTag lifecycle={opinionLifecycle} row={r} size="sm" />
                {r.isOverdue && (
                  <Badge color="red" size="sm">
                    已超期
                  </Badge>
                )}
              </Group>
            ),
          },
        ]}
        rowActions={[
          { label: '详情', onClick: (r) => navigate(linkTo('company_service_online_details', { id: r.id })) },
          {
            label: '预览',
            onClick: (r) =>
              onPreview({ title: r.opinionNo, load: () => fetchOpinionPdf(platform, r.id), fileName: opinionFile(r) }),
          },
          { label: '下载', onClick: (r) => downloadBlob(() => fetchOpinionPdf(platform, r.id), opinionFile(r)) },
        ]}
        emptyText="没有符合条件的检验意见通知书"
      />
      {preview}
    </>
  );
}

const views: PageView[] = [
  { value: 'report', label: '检验报告', render: () => <ReportsView />, prefetch: prefetchList(reportSource) },
  { value: 'opinion', label: '检验意见通知书', render: () => <OpinionsView />, prefetch: prefetchList(opinionSource) },
];
export const prefetch = viewsPrefetch(views);

/** 报告查询 (report-query): the unit's inspection reports and inspection opinion notices, with their PDFs. */
export default function ReportQueryPage() {
  return <PageViews views={views} />;
}
