import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { QueryState } from '@/kit/QueryState';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { usePasswordReset } from '@/features/account/api/password-reset-detail';
import { useAuditPasswordReset } from '@/features/account/api/audit-password-reset';
import { AuditButtons } from '@/features/account/AuditButtons';
import { auditSection } from '@/features/account/audit-actions';
import { auditStatusColor } from '@/features/account/options';
import { linkTo } from '@/platform/routing';

/** 密码重置申请详情: the application, its attachments, and 同意 / 不同意 (reason required). */
export default function PasswordResetDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = usePasswordReset(id);
  const audit = useAuditPasswordReset();
  const back = () => navigate(linkTo('account_reset_check'));
  return (
    <QueryState query={query}>
      {(r) =>
        r && (
          <DetailView
            title={`${r.orgname} · ${r.loginName}`}
            subtitle={`密码重置申请 · 申请时间 ${r.applyTime}`}
            tags={[{ label: r.statusName, color: auditStatusColor[r.status] }]}
            actions={
              r.status === '0' && (
                <AuditButtons
                  approve={{
                    title: '同意重置',
                    what: `确定同意重置账号 ${r.loginName} 的密码吗？新密码将以短信发送到 ${r.mobile ?? '申请人手机'}。`,
                    done: `已同意重置 ${r.loginName} 的密码`,
                    run: () => audit.mutateAsync({ id: r.id, agree: '1', opinion: '授权委托书盖章齐全，同意重置' }),
                  }}
                  reject={{
                    title: '不同意',
                    label: '不同意原因',
                    description: `账号 ${r.loginName} 的密码重置申请不同意，原因将以短信通知申请人。`,
                    done: `已退回 ${r.loginName} 的密码重置申请`,
                    run: (opinion) => audit.mutateAsync({ id: r.id, agree: '0', opinion }),
                  }}
                  onDone={back}
                />
              )
            }
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '单位名称', value: r.orgname },
                  { label: '统一社会信用代码', value: r.creditCode },
                  { label: '登录账号', value: r.loginName },
                  { label: '申请人', value: r.applicant },
                  { label: '手机号码', value: r.mobile },
                  { label: '申请时间', value: r.applyTime },
                  { label: '申请原因', value: r.reason, span: 3 },
                ],
              },
              { title: '证明材料', content: <AttachmentList files={r.attachments ?? []} empty="申请未附材料" /> },
              auditSection(r),
            ]}
          />
        )
      }
    </QueryState>
  );
}
