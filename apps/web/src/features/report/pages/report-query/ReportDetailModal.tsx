import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { AttachmentLink } from '@/kit/AttachmentLink';
import { FieldGrid } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { PdfDownloadButton, type PdfCall } from '@/kit/pdf/PdfPreview';
import { type InspectionReport } from '@/features/report/api/report-list';
import { useReportDetail } from '@/features/report/api/report-detail';
import { fetchReportPdf } from '@/features/report/api/report-pdf';
import { conclusionColor } from '@/features/report/statuses';
import { linkTo } from '@/platform/routing';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;

export const reportFile = (r: Pick<InspectionReport, 'reportNo'>) => `${r.reportNo}.pdf`;
/** What a report is called where it is shown: 3号客梯（B座）监督检验报告 (2026)甬特检电字第03012号. */
export const reportTitle = (r: Pick<InspectionReport, 'eqpName' | 'inspTypeName' | 'reportNo'>) =>
  `${r.eqpName}${r.inspTypeName ?? ''}报告 ${r.reportNo}`;
export type PreviewTarget = { title: string; load: PdfCall; fileName: string };

/** One report: its data, attachments, and the PDF (preview or download). */
export function ReportDetailModal({
  id,
  onClose,
  onPreview,
}: {
  id: string;
  onClose: () => void;
  onPreview: (t: PreviewTarget) => void;
}) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const detail = useReportDetail(id);
  return (
    <Modal opened onClose={onClose} size="xl" centered title={<Text fw={600}>检验报告详情</Text>}>
      <QueryState query={detail} minHeight={200}>
        {(r) => (
          <Stack gap="md">
            <Group justify="space-between">
              <Group gap="sm">
                <Text fw={700} size="lg">
                  {r.reportNo}
                </Text>
                <Badge color={conclusionColor(r.conclusion)} variant="light" size="lg">
                  {r.conclusion}
                </Badge>
              </Group>
              <Group gap="xs">
                {r.hasOpinion && (
                  <Button
                    variant="subtle"
                    onClick={() => {
                      onClose();
                      navigate(linkTo('company_service_report_query', { view: 'opinion', eqpCode: r.eqpCode }), IN_TAB);
                    }}
                  >
                    检验意见通知书
                  </Button>
                )}
                <Button
                  variant="light"
                  leftSection={<IconEye size={14} />}
                  onClick={() =>
                    onPreview({
                      title: reportTitle(r),
                      load: () => fetchReportPdf(platform, r.id),
                      fileName: reportFile(r),
                    })
                  }
                >
                  预览报告
                </Button>
                <PdfDownloadButton load={() => fetchReportPdf(platform, r.id)} fileName={reportFile(r)} />
              </Group>
            </Group>
            <FieldGrid
              columns={2}
              fields={[
                { label: '设备名称', value: r.eqpName },
                { label: '设备代码', value: r.eqpCode },
                { label: '设备类别', value: [r.equclaname, r.eqpVarietyName].filter(Boolean).join(' / ') },
                { label: '使用登记证编号', value: r.registCode },
                { label: '使用单位', value: r.useUnitName },
                { label: '使用地点', value: r.useAddress },
                { label: '检验类别', value: r.inspTypeName },
                { label: '报检流水号', value: r.onlinelsh },
                { label: '检验日期', value: r.inspDate },
                { label: '下次检验日期', value: r.nextInspDate },
                { label: '出具日期', value: r.issueDate },
                { label: '检验机构', value: r.inspOrgName },
                { label: '检验人员', value: r.inspector },
                { label: '审核 / 批准', value: [r.auditor, r.approver].filter(Boolean).join(' / ') },
                { label: '备注', value: r.remark, span: 2 },
              ]}
            />
            <Stack gap={4}>
              <Text fw={600} size="sm">
                报告附件
              </Text>
              {r.attachments?.length ? (
                <Table withTableBorder fz="sm">
                  <Table.Tbody>
                    {r.attachments.map((a) => (
                      <Table.Tr key={a.attsysid}>
                        <Table.Td w={120}>{a.attType ?? '附件'}</Table.Td>
                        <Table.Td>
                          <AttachmentLink attsysid={a.attsysid} fileName={a.fileName ?? a.attsysid} />
                        </Table.Td>
                        <Table.Td w={170}>{a.uploadTime}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text size="sm" c="dimmed">
                  暂无附件
                </Text>
              )}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
