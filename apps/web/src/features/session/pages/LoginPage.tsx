import { useState } from 'react';
import { Alert, Anchor, Box, Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconUser } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '../../../app/PlatformContext';
import { focusFirstError } from '../../../kit/formErrors';
import { useCaptcha } from '../../../kit/captcha/captcha';
import { CaptchaField } from '../../../kit/captcha/CaptchaField';
import classes from './LoginPage.module.css';

interface Values { username: string; password: string; validateCode: string; remember: boolean }

/** Only same-site paths are followed after login. */
const safeRedirect = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : '/');

export default function LoginPage() {
  const { auth, config, session } = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const remembered = session.state.usualPerson;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { username: remembered ?? '', password: '', validateCode: '', remember: !!remembered },
    validate: {
      username: (v) => (v.trim() ? null : '请输入登录账号'),
      password: (v) => (v ? null : '请输入密码'),
      validateCode: (v) => (v.trim() ? null : '请输入验证码'),
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      setSubmitting(true);
      try {
        await auth.login({ username: values.username.trim(), password: values.password, validateCode: values.validateCode.trim(), rememberUser: values.remember });
        auth.loadUnit().catch(() => undefined);
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      } catch (e) {
        setFailure(e instanceof Error ? e.message : MESSAGES.serverError);
        // A used captcha is spent: draw a new one, keep what else was typed.
        form.setFieldValue('validateCode', '');
        void captcha.refetch();
      } finally {
        setSubmitting(false);
      }
    },
    () => focusFirstError(document.querySelector('form[aria-label="登录"]')),
  );

  return (
    <div className={classes.page}>
      <Box className={classes.brand}>
        <Title order={1} c="white" className={classes.title}>{config.cityName}{config.platformTitle}</Title>
        <Text c="white" opacity={0.85} mt="sm" maw={460}>
          锅炉、压力容器、电梯、起重机械、场（厂）内专用机动车辆、大型游乐设施、压力管道、客运索道——使用登记、网上报检、缴费开票、报告查询，一站办理。
        </Text>
      </Box>
      <Paper className={classes.card} shadow="lg" radius="md" p={36} withBorder>
        <form onSubmit={submit} noValidate aria-label="登录">
          <Stack gap="md">
            <div>
              <Title order={3}>企业用户登录</Title>
              <Text size="sm" c="dimmed" mt={4}>请使用单位账号登录</Text>
            </div>
            {failure && <Alert color="red" variant="light" title="登录失败" data-testid="login-error">{failure}</Alert>}
            <TextInput label="账号" placeholder="请输入登录账号" leftSection={<IconUser size={16} />} autoComplete="username" withAsterisk {...form.getInputProps('username')} />
            <PasswordInput label="密码" placeholder="请输入密码" leftSection={<IconLock size={16} />} autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
            <CaptchaField captcha={captcha} value={form.values.validateCode} onChange={(v) => form.setFieldValue('validateCode', v)} onBlur={() => form.validateField('validateCode')} error={form.errors.validateCode} />
            <Checkbox label="记住账号" {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Button type="submit" size="md" loading={submitting} fullWidth>登 录</Button>
            {/* Plain links: the public pages are lazy routes of their own, outside the login chunk. */}
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to="/register" size="sm">企业账号注册</Anchor>
              <Anchor component={Link} to="/regCheackList" size="sm">注册结果查询</Anchor>
              <Anchor component={Link} to="/resetPassword" size="sm">忘记密码</Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
