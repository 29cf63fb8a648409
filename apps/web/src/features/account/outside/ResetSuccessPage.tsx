import { Anchor, Button } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { linkTo } from '@/platform/routing';
import { SubmittedFrame } from '@/features/account/SubmittedFrame';
import { maskMobile } from '@/platform/personal-data';

/** /resetSuccess: the reset application went in; what happens next. */
export default function ResetSuccessPage() {
  const [params] = useSearchParams();
  const mobile = (useLocation().state as { mobile?: string } | null)?.mobile;
  return (
    <SubmittedFrame
      title="密码重置申请已提交"
      headline="密码重置申请已提交，等待平台管理员审核。"
      no={params.get('no')}
      next={[
        '管理员核对授权委托书后审核，通常在 1–3 个工作日内完成。',
        `审核通过后，系统生成新密码并以短信发送到申请人手机${mobile ? `（${maskMobile(mobile)}）` : ''}。`,
        '使用新密码登录后，请立即在「系统设置 › 修改密码」中改为至少 8 位、包含数字、字母和特殊字符的密码。',
        <>
          未通过时短信会说明原因，可按意见
          <Anchor component={Link} to={linkTo('reset_password')} size="sm">
            重新申请
          </Anchor>
          。
        </>,
      ]}
      actions={
        <Button component={Link} to={linkTo('login')}>
          返回登录
        </Button>
      }
    />
  );
}
