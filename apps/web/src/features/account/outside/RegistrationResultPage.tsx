import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { checkRule, normalizeValue } from '@tzsb/sdk/validators';
import { usePlatform } from '@/platform/PlatformContext';
import { PublicFrame } from '@/kit/PublicFrame';
import { SmsCodeField } from '@/kit/sms/SmsCodeField';
import { FieldGrid } from '@/kit/detail/DetailView';
import { focusFirstError } from '@/kit/form-errors';
import { useRegistrationResult, type RegistrationResultQuery } from '@/features/account/api/registration-result';
import { sendSmsCode } from '@/shared/sms/send-sms-code';
import { auditStatusColor } from '@/features/account/options';
import { linkTo } from '@/platform/routing';

const required = (label: string) => (v: string) => (v.trim() ? null : `请输入${label}`);

/** /regCheackList: the registration result by credit code and the contact's mobile with an SMS code. */
export default function RegistrationResultPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const result = useRegistrationResult();
  const form = useForm<RegistrationResultQuery>({
    mode: 'controlled',
    initialValues: { creditCode: '', mobile: '', smsCode: '' },
    validate: {
      creditCode: (v) => required('统一社会信用代码')(v) ?? checkRule('creditCode', v),
      mobile: (v) => required('联系人手机号码')(v) ?? checkRule('mobile', v),
      smsCode: (v) => required('短信验证码')(v) ?? (/^\d{6}$/.test(v) ? null : '短信验证码为 6 位数字'),
    },
    validateInputOnBlur: true,
    validateDebounce: VALIDATION_DELAY_MS,
  });
  // Shown and sent as the rules read them (spaces and dashes out, half width), once the input is left.
  const normalizeOnBlur = (name: 'creditCode' | 'mobile') => () => {
    const v = form.getValues()[name];
    const n = normalizeValue(name, v);
    if (n !== v) form.setFieldValue(name, n);
  };
  const submit = form.onSubmit(
    (v) => {
      // A second Enter while the query runs sends nothing.
      if (result.isPending) return;
      const query = {
        creditCode: normalizeValue('creditCode', v.creditCode),
        mobile: normalizeValue('mobile', v.mobile),
        smsCode: v.smsCode.trim(),
      };
      form.setValues(query);
      result.mutate(query);
    },
    () => focusFirstError(document.querySelector('form[aria-label="注册结果查询"]')),
  );
  const r = result.data;

  return (
    <PublicFrame
      title="注册结果查询"
      subtitle="输入申请时填写的统一社会信用代码和联系人手机号码，获取短信验证码后查询。"
      width={760}
    >
      <form onSubmit={submit} noValidate aria-label="注册结果查询">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="统一社会信用代码"
              withAsterisk
              {...form.getInputProps('creditCode')}
              onBlur={() => {
                normalizeOnBlur('creditCode')();
                form.getInputProps('creditCode').onBlur?.();
              }}
              data-field="creditCode"
            />
            <TextInput
              label="联系人手机号码"
              withAsterisk
              {...form.getInputProps('mobile')}
              onBlur={() => {
                normalizeOnBlur('mobile')();
                form.getInputProps('mobile').onBlur?.();
              }}
              data-field="mobile"
            />
          </SimpleGrid>
          <SmsCodeField
            value={form.values.smsCode}
            onChange={(v) => form.setFieldValue('smsCode', v)}
            onBlur={() => form.validateField('smsCode')}
            error={form.errors.smsCode}
            checkMobile={() =>
              !form.values.mobile ? '请先填写联系人手机号码' : checkRule('mobile', form.values.mobile)
            }
            send={() => sendSmsCode(platform, normalizeValue('mobile', form.values.mobile), '1')}
          />
          <Group>
            <Button type="submit" loading={result.isPending}>
              查询
            </Button>
          </Group>
        </Stack>
      </form>
      {result.isError && (
        <Alert color="red" mt="md" title="查询失败" role="alert">
          {result.error.message}
        </Alert>
      )}
      {r && (
        <Paper withBorder radius="md" p="md" mt="lg" data-testid="registration-result">
          <Group justify="space-between" mb="sm">
            <Group gap="sm">
              <Text fw={600}>{r.orgname}</Text>
              <Badge size="lg" variant="light" color={auditStatusColor[r.status]}>
                {r.statusName}
              </Badge>
            </Group>
          </Group>
          <FieldGrid
            columns={2}
            fields={[
              { label: '统一社会信用代码', value: r.creditCode },
              { label: '申请登录账号', value: r.loginName },
              { label: '申请时间', value: r.applyTime },
              { label: '审核时间', value: r.auditTime ?? (r.status === '0' ? '尚未审核' : null) },
              ...(r.status === '1' ? [{ label: '审核意见', value: r.auditOpinion, span: 2 as const }] : []),
            ]}
          />
          {r.status === '0' && (
            <Text size="sm" c="dimmed" mt="sm">
              申请正在审核中，审核结果将以短信通知联系人。
            </Text>
          )}
          {r.status === '1' && (
            <Text size="sm" mt="sm">
              账号已开通，请使用登录账号 <b>{r.loginName}</b> 和申请时设置的密码登录。
            </Text>
          )}
          {r.status === '2' && (
            <Alert color="red" mt="sm" title="未通过原因">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{r.auditOpinion ?? '—'}</Text>
                <Button
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => navigate(linkTo('register'), { state: { reapply: r } })}
                >
                  修改后重新申请
                </Button>
              </Stack>
            </Alert>
          )}
        </Paper>
      )}
    </PublicFrame>
  );
}
