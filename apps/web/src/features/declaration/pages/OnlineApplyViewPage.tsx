import { Button, Group, Text } from '@mantine/core';
import { IconQrcode, IconReceipt } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { LifecycleButtons } from '@/kit/lifecycle/LifecycleUi';
import { OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { ApplicationFlowCard } from '@/shared/application/ApplicationFlowCard';
import { statusTag } from '@/kit/lifecycle/lifecycle';
import { useOnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import { EDITABLE_STATUSES, PAY_STATUS_COLOR, reliefText, yuan } from '@/features/declaration/online-apply';
import { useOnlineApplyCalls } from '@/features/declaration/useOnlineApplyCalls';
import { linkTo } from '@/platform/routing';
import { RecordTable } from '@/kit/RecordTable';
import { DeclaredDevices } from '@/features/declaration/DeclaredDevices';

/** 网上报检申请详情 (online-apply-view?id=…): the application, its equipment, fee with relief, opinion and attachments. */
export default function OnlineApplyViewPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useOnlineApplyDetail(id);
  const { lifecycle, invalidate } = useOnlineApplyCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const tag = statusTag(lifecycle, d);
        const editable = EDITABLE_STATUSES.has(d.status);
        // Accepted (or done) and not paid yet: the fee is settled and paid from here.
        const payable = (d.status === '2' || d.status === '3') && d.total != null && d.payStatus !== '1';
        return (
          <DetailView
            title={`网上报检申请 ${d.onlinelsh}`}
            subtitle={`${d.inspectioncategoryName} · ${d.equclaname ?? ''} ${d.eqpCount} 台 · ${d.applyTime ? `提交于 ${d.applyTime}` : `创建于 ${d.createTime ?? '—'}`}`}
            tags={[
              { label: tag.text, color: tag.color },
              ...(d.payStatusName && d.total != null
                ? [{ label: d.payStatusName, color: PAY_STATUS_COLOR[d.payStatus ?? ''] ?? 'gray' }]
                : []),
            ]}
            actions={
              <Group gap="xs">
                {payable && (
                  <Button
                    component={Link}
                    to={linkTo('pay_code_order', { onlinelsh: d.onlinelsh })}
                    leftSection={<IconQrcode size={16} />}
                  >
                    缴纳检验费
                  </Button>
                )}
                {d.chargesysid && (
                  <Button
                    component={Link}
                    to={linkTo('company_service_payment_slip', { chargesysid: d.chargesysid })}
                    variant="light"
                    leftSection={<IconReceipt size={16} />}
                  >
                    缴费单
                  </Button>
                )}
                <LifecycleButtons
                  lifecycle={lifecycle}
                  row={d}
                  name={d.onlinelsh}
                  onEdit={() => navigate(linkTo('company_service_online_apply_edit', { id: d.id }))}
                  invalidate={invalidate}
                  onDone={(a) => {
                    if (a === 'delete') navigate(linkTo('company_service_online_apply_query'));
                  }}
                />
              </Group>
            }
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '使用单位', value: d.useUnitName },
                  { label: '统一社会信用代码', value: d.useUnitCreditCode },
                  { label: '单位地址', value: d.useUnitAddress },
                  { label: '联系人', value: [d.contactName, d.contactPhone].filter(Boolean).join(' ') },
                  { label: '期望检验日期', value: d.expectedDate },
                  { label: '邮政编码', value: d.postalCode },
                  { label: '检验地点', value: d.inspAddress, span: 2 },
                  { label: '检验机构', value: d.inspOrgName },
                  { label: '指定检验组', value: d.inmGroupName ?? '不指定' },
                  { label: '减免政策', value: d.reliefPolicyName ?? '不申请减免' },
                  {
                    label: '受理人',
                    value: d.acceptor ? `${d.acceptor}${d.acceptTime ? `（${d.acceptTime}）` : ''}` : null,
                  },
                  { label: '备注', value: d.remark, span: 3 },
                ],
              },
              {
                title: `报检设备（${d.equipments.length} 台）`,
                content: d.equipments.length ? (
                  <DeclaredDevices
                    label="报检设备"
                    rows={d.equipments}
                    middle={[
                      { title: '使用地点', cell: (e) => e.useAddress ?? '—' },
                      { title: '上次检验', cell: (e) => e.lastInspDate ?? '—' },
                      { title: '下次检验日期', cell: (e) => e.nextInspDate ?? '—' },
                    ]}
                  />
                ) : undefined,
                empty: '尚未选择设备',
              },
              {
                title: '检验费',
                content: d.fee ? (
                  <>
                    <RecordTable
                      label="检验费明细"
                      rows={d.fee.items}
                      rowKey={(i) => `${i.oidno}-${i.name}`}
                      minWidth={860}
                      title={{ title: '收费项目', cell: (i) => i.name }}
                      columns={[
                        { title: '设备代码', cell: (i) => i.eqpCode ?? '—' },
                        { title: '收费标准', cell: (i) => i.standard ?? '—' },
                        { title: '金额', cell: (i) => yuan(i.amount) },
                        { title: '减免', cell: (i) => yuan(i.relief) },
                        { title: '应缴', cell: (i) => yuan(i.total) },
                      ]}
                    />
                    <Group gap="xl" mt="sm">
                      <Text size="sm">
                        合计 <b>{yuan(d.fee.amount)}</b>
                      </Text>
                      <Text size="sm">
                        减免 <b>{reliefText(d.fee)}</b>
                      </Text>
                      <Text size="sm">
                        应缴{' '}
                        <Text span fw={700} c="red">
                          {yuan(d.fee.total)}
                        </Text>
                      </Text>
                      <Text size="xs" c="dimmed">
                        收款单位：{d.fee.payeeName}
                      </Text>
                    </Group>
                  </>
                ) : undefined,
                empty: '检验费尚未计算，提交并受理后由检验机构确认',
              },
            ]}
            attachments={{ attrefsysid: d.attrefsysid, readOnly: !editable }}
          >
            {(d.acceptOpinion || d.cancelReason) && (
              <PageCard title={d.cancelReason ? '撤销原因' : d.status === '4' ? '退回意见' : '受理意见'}>
                {d.acceptOpinion && (
                  <OpinionAlert
                    opinion={d.acceptOpinion}
                    by={d.acceptor}
                    time={d.acceptTime}
                    refused={d.status === '4'}
                    title={d.status === '4' ? '退回意见' : '受理意见'}
                  />
                )}
                {d.cancelReason && <OpinionAlert opinion={d.cancelReason} refused title="撤销原因" />}
              </PageCard>
            )}
            <ApplicationFlowCard objectKey={onlineApplyKey} bizType="onlineApply" id={d.id} />
          </DetailView>
        );
      }}
    </QueryState>
  );
}
