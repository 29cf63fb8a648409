import { Anchor, Button } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { linkTo } from '@/platform/routing';
import { SubmittedFrame } from '@/features/account/SubmittedFrame';
import { maskMobile } from '@/platform/personal-data';

/** /register-success: the application number and what happens next. */
export default function RegisterSuccessPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as { orgname?: string; mobile?: string } | null;
  return (
    <SubmittedFrame
      title="注册申请已提交"
      headline={
        state?.orgname ? `${state.orgname}的企业账号注册申请已提交，等待审核。` : '企业账号注册申请已提交，等待审核。'
      }
      no={params.get('no')}
      noHint="（请妥善保存）"
      next={[
        '平台管理员将在 1–3 个工作日内核对单位信息与营业执照、授权委托书。',
        `审核结果以短信发送到联系人手机${state?.mobile ? `（${maskMobile(state.mobile)}）` : ''}。`,
        '审核通过后，使用申请时填写的登录账号和密码登录平台；未通过时可按意见修改后重新申请。',
        <>
          也可随时凭统一社会信用代码和联系人手机号码
          <Anchor component={Link} to={linkTo('register_result')} size="sm">
            查询注册结果
          </Anchor>
          。
        </>,
      ]}
      actions={
        <>
          <Button component={Link} to={linkTo('register_result')}>
            查询注册结果
          </Button>
          <Button component={Link} to={linkTo('login')} variant="default">
            返回登录
          </Button>
        </>
      }
    />
  );
}
