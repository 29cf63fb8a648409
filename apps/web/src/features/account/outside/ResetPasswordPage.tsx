import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { uuid32 } from '@tzsb/sdk';
import { checkRule } from '@tzsb/sdk/validators';
import { usePlatform } from '@/platform/PlatformContext';
import { PublicFrame } from '@/kit/PublicFrame';
import { StepsForm } from '@/kit/steps/StepsForm';
import type { StepSpec } from '@/kit/steps/types';
import { SmsCodeField } from '@/kit/sms/SmsCodeField';
import { CaptchaField } from '@/kit/captcha/CaptchaField';
import { useCaptcha } from '@/kit/captcha/captcha';
import { AttachmentSlot, slotIds } from '@/kit/attachments/AttachmentSlot';
import { checkPasswordReset } from '@/features/account/api/password-reset-check';
import { useApplyPasswordReset, type PasswordResetApplyBody } from '@/features/account/api/password-reset-apply';
import { sendSmsCode } from '@/shared/sms/send-sms-code';
import { LOGIN_NAME, LOGIN_NAME_MESSAGE } from '@/features/account/options';
import { linkTo } from '@/platform/routing';

type ResetField = keyof PasswordResetApplyBody | 'letterFiles';
type ResetValues = Record<ResetField, string>;

const MISMATCH = '统一社会信用代码、单位名称与登录账号不匹配，请核对后重试';

/** /resetPassword: a unit that lost its password applies for a reset; an administrator audits it. */
export default function ResetPasswordPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const apply = useApplyPasswordReset();
  const [initial] = useState<ResetValues>(() => ({
    creditCode: '',
    orgname: '',
    loginName: '',
    applicant: '',
    mobile: '',
    smsCode: '',
    reason: '',
    attrefsysid: uuid32(),
    letterFiles: '[]',
    validateCode: '',
  }));
  const [maskedMobile, setMaskedMobile] = useState<string | null>(null);

  const steps: StepSpec<ResetValues>[] = [
    {
      title: '核对账号',
      description: '单位与登录账号',
      sections: [
        {
          title: '账号',
          fields: [
            { name: 'orgname', label: '单位名称', required: true, maxLength: 100, span: 2 },
            { name: 'creditCode', label: '统一社会信用代码', required: true, rule: 'creditCode', maxLength: 18 },
            {
              name: 'loginName',
              label: '登录账号',
              required: true,
              maxLength: 30,
              validate: (v) => (LOGIN_NAME.test(v) ? null : LOGIN_NAME_MESSAGE),
            },
          ],
        },
      ],
      beforeNext: async (v) => {
        const r = await checkPasswordReset(platform, {
          creditCode: v.creditCode.trim(),
          orgname: v.orgname.trim(),
          loginName: v.loginName.trim(),
        });
        if (r && !r.accountExists) throw new Error(MISMATCH);
        if (r?.hasPendingApply) throw new Error('该账号已有待审核的密码重置申请，请耐心等待审核结果');
        setMaskedMobile(r?.maskedMobile ?? null);
      },
    },
    {
      title: '申请信息',
      description: '申请人、证明材料',
      sections: [
        {
          title: '申请人',
          fields: [
            { name: 'applicant', label: '申请人', required: true, maxLength: 50 },
            {
              name: 'mobile',
              label: '申请人手机号码',
              required: true,
              rule: 'mobile',
              maxLength: 11,
              description: '审核通过后新密码以短信发送到此号码',
              resets: ['smsCode'],
            },
            { name: 'reason', label: '申请原因', kind: 'textarea', required: true, maxLength: 200, span: 2 },
          ],
        },
      ],
      fields: ['smsCode', 'letterFiles', 'validateCode'],
      validate: (v) => ({
        smsCode: !v.smsCode ? '请输入短信验证码' : /^\d{6}$/.test(v.smsCode) ? null : '短信验证码为 6 位数字',
        letterFiles: slotIds(v.letterFiles).length ? null : '请上传加盖公章的授权委托书',
        validateCode: v.validateCode.trim() ? null : '请输入验证码',
      }),
      render: ({ values, field }) => (
        <Stack gap="md">
          {maskedMobile && (
            <Text size="sm" c="dimmed">
              该账号登记的手机号码为 {maskedMobile}；如已无法使用，请填写申请人当前的手机号码。
            </Text>
          )}
          <SmsCodeField
            {...field('smsCode')}
            checkMobile={() => (!values.mobile ? '请先填写申请人手机号码' : checkRule('mobile', values.mobile))}
            send={() => sendSmsCode(platform, values.mobile, '2')}
          />
          <AttachmentSlot
            label="授权委托书"
            attType="密码重置授权委托书"
            required
            attrefsysid={values.attrefsysid}
            description="写明申请重置的登录账号，法定代表人签字并加盖单位公章"
            {...field('letterFiles')}
          />
          <div style={{ maxWidth: 360 }}>
            <CaptchaField captcha={captcha} withIcon={false} {...field('validateCode')} />
          </div>
        </Stack>
      ),
    },
  ];

  return (
    <PublicFrame
      title="密码重置申请"
      subtitle={
        <>
          忘记单位主账号密码时提交申请，管理员审核通过后新密码以短信发送到申请人手机。还没有账号？
          <Anchor component={Link} to={linkTo('register')} size="sm">
            企业账号注册
          </Anchor>
        </>
      }
    >
      <StepsForm
        label="密码重置申请"
        steps={steps}
        initialValues={initial}
        submitLabel="提交申请"
        onSubmit={(v) =>
          apply.mutateAsync({
            creditCode: v.creditCode.trim(),
            orgname: v.orgname.trim(),
            loginName: v.loginName.trim(),
            applicant: v.applicant.trim(),
            mobile: v.mobile.trim(),
            smsCode: v.smsCode.trim(),
            reason: v.reason.trim(),
            attrefsysid: v.attrefsysid,
            validateCode: v.validateCode.trim(),
          })
        }
        onSubmitted={(id, v) =>
          navigate(linkTo('reset_success', { no: String(id ?? '') }), { state: { mobile: v.mobile } })
        }
        failureField={(m) =>
          m.includes('短信')
            ? 'smsCode'
            : m.includes('验证码')
              ? 'validateCode'
              : m.includes('申请书') || m.includes('委托书')
                ? 'letterFiles'
                : undefined
        }
        onFailed={(_, set) => {
          set('validateCode', '');
          void captcha.refetch();
        }}
      />
    </PublicFrame>
  );
}
