import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { useRegistration } from '@/features/account/api/registration-detail';
import { useAuditRegistration } from '@/features/account/api/audit-registration';
import { AuditButtons } from '@/features/account/AuditButtons';
import { auditSection } from '@/features/account/audit-actions';
import { auditStatusColor } from '@/features/account/options';
import { linkTo } from '@/platform/routing';

/** 注册申请详情: the application in full with its attachments; 通过 (audit) and 不通过 (disagree, reason required). */
export default function RegistrationDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useRegistration(id);
  const audit = useAuditRegistration();
  const back = () => navigate(linkTo('account_check'));
  return (
    <QueryState query={query}>
      {(r) =>
        r && (
          <DetailView
            title={r.orgname}
            subtitle={`企业账号注册申请 · 申请时间 ${r.applyTime}`}
            tags={[{ label: r.statusName, color: auditStatusColor[r.status] }]}
            actions={
              r.status === '0' && (
                <AuditButtons
                  approve={{
                    title: '通过',
                    what: `确定通过「${r.orgname}」的注册申请吗？通过后将开通登录账号 ${r.loginName} 并短信通知联系人。`,
                    done: `已通过「${r.orgname}」的注册申请`,
                    run: () => audit.approve.mutateAsync({ id: r.id, opinion: '材料齐全，同意开通' }),
                  }}
                  reject={{
                    title: '不通过',
                    label: '不通过原因',
                    description: `「${r.orgname}」的注册申请不通过，原因将以短信通知联系人，并可在注册结果查询中看到。`,
                    done: `已退回「${r.orgname}」的注册申请`,
                    run: (opinion) => audit.reject.mutateAsync({ id: r.id, opinion }),
                  }}
                  onDone={back}
                />
              )
            }
            sections={[
              {
                title: '单位信息',
                fields: [
                  { label: '单位名称', value: r.orgname },
                  { label: '统一社会信用代码', value: r.creditCode },
                  { label: '单位类型', value: r.unitTypeName },
                  { label: '所在区县', value: r.areaName },
                  { label: '法定代表人', value: r.legalPerson },
                  { label: '单位地址', value: r.address, span: 3 },
                ],
              },
              {
                title: '联系人与账号',
                fields: [
                  { label: '联系人', value: r.contactName },
                  { label: '手机号码', value: r.mobile },
                  { label: '电子邮箱', value: r.email },
                  { label: '申请登录账号', value: r.loginName },
                ],
              },
              { title: '证明材料', content: <AttachmentList files={r.attachments ?? []} empty="申请未附材料" /> },
              auditSection(r, r.status === '2' ? '未通过原因' : '审核意见'),
            ]}
          />
        )
      }
    </QueryState>
  );
}
