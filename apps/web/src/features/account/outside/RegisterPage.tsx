import { linkTo } from '@/platform/routing';
import { useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { checkRule } from '@tzsb/sdk/validators';
import { usePlatform } from '@/platform/PlatformContext';
import { PublicFrame } from '@/kit/PublicFrame';
import { StepsForm } from '@/kit/steps/StepsForm';
import type { StepSpec } from '@/kit/steps/types';
import { SmsCodeField } from '@/kit/sms/SmsCodeField';
import { CaptchaField } from '@/kit/captcha/CaptchaField';
import { useCaptcha } from '@/kit/captcha/captcha';
import { AttachmentSlot, slotIds } from '@/kit/attachments/AttachmentSlot';
import { ANONYMOUS_DRAFTS, clearDraft } from '@/kit/form/drafts';
import { PasswordStrength } from '@/kit/form/PasswordStrength';
import { useApplyAccount } from '@/features/account/api/apply-account';
import { sendSmsCode } from '@/shared/sms/send-sms-code';
import type { AccountRegistration } from '@/features/account/api/registration-list';
import {
  contactSections,
  emptyRegisterValues,
  reapplyValues,
  registerBody,
  registerFailureField,
  REGISTER_DRAFT_EXCLUDE,
  REGISTER_DRAFT_KEY,
  unitSections,
  type RegisterValues,
} from '@/features/account/pages/register-form';

/** /register: the enterprise account registration application, in three steps. */
export default function RegisterPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const captcha = useCaptcha();
  const apply = useApplyAccount();
  // Coming back from a rejected application (注册结果查询): its values replace any draft.
  const reapply = (location.state as { reapply?: AccountRegistration } | null)?.reapply;
  const [initial] = useState<RegisterValues>(() => {
    if (reapply) {
      clearDraft(ANONYMOUS_DRAFTS, REGISTER_DRAFT_KEY);
      return reapplyValues(reapply);
    }
    return emptyRegisterValues();
  });

  const steps: StepSpec<RegisterValues>[] = [
    { title: '单位信息', description: '与营业执照一致', sections: unitSections },
    {
      title: '联系人与账号',
      description: '手机验证、登录账号',
      sections: contactSections,
      fields: ['smsCode'],
      validate: (v) => ({
        smsCode: !v.smsCode ? '请输入短信验证码' : /^\d{6}$/.test(v.smsCode) ? null : '短信验证码为 6 位数字',
      }),
      render: ({ values, field }) => (
        <Stack gap="xs">
          <PasswordStrength value={values.password} />
          <SmsCodeField
            {...field('smsCode')}
            checkMobile={() => (!values.mobile ? '请先填写联系人手机号码' : checkRule('mobile', values.mobile))}
            send={() => sendSmsCode(platform, values.mobile, '1')}
          />
        </Stack>
      ),
    },
    {
      title: '证明材料与提交',
      description: '营业执照、授权委托书',
      fields: ['licenseFiles', 'authLetterFiles', 'validateCode'],
      validate: (v) => ({
        licenseFiles: slotIds(v.licenseFiles).length ? null : '请上传营业执照',
        authLetterFiles: slotIds(v.authLetterFiles).length ? null : '请上传加盖公章的授权委托书',
        validateCode: v.validateCode.trim() ? null : '请输入验证码',
      }),
      render: ({ values, field }) => (
        <Stack gap="md">
          <AttachmentSlot
            label="营业执照"
            attType="营业执照"
            required
            attrefsysid={values.attrefsysid}
            description="营业执照副本的彩色扫描件或照片"
            {...field('licenseFiles')}
          />
          <AttachmentSlot
            label="授权委托书"
            attType="授权委托书"
            required
            attrefsysid={values.attrefsysid}
            description="法定代表人签字并加盖单位公章，委托联系人办理账号"
            {...field('authLetterFiles')}
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
      title={reapply ? '重新申请企业账号' : '企业账号注册申请'}
      subtitle={
        <>
          填写单位信息并上传证明材料，提交后由平台管理员审核，结果以短信通知。已提交过申请？
          <Anchor component={Link} to={linkTo('register_result')} size="sm">
            查询注册结果
          </Anchor>
        </>
      }
    >
      {reapply?.auditOpinion && (
        <Alert color="orange" mb="md" title="上次申请未通过" data-testid="reapply-reason">
          <Text size="sm">{reapply.auditOpinion}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            原申请内容已带入，请按意见修改并重新上传证明材料。
          </Text>
        </Alert>
      )}
      <StepsForm
        label="企业账号注册"
        steps={steps}
        initialValues={initial}
        draftKey={REGISTER_DRAFT_KEY}
        draftExclude={REGISTER_DRAFT_EXCLUDE}
        submitLabel="提交申请"
        onSubmit={(v) => apply.mutateAsync(registerBody(v, platform.config.cipherSecret))}
        onSubmitted={(id, v) =>
          navigate(linkTo('register_success', { no: String(id ?? '') }), {
            state: { orgname: v.orgname, mobile: v.mobile },
          })
        }
        failureField={registerFailureField}
        onFailed={(_, set) => {
          set('validateCode', '');
          void captcha.refetch();
        }}
      />
    </PublicFrame>
  );
}
