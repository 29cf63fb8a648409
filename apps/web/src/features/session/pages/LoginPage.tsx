import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Group, Image, Paper, Stack, Text, TextInput, Title, UnstyledButton, Loader } from '@mantine/core';
import { PasswordField } from '../../../kit/PasswordField';
import { IconLock, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '../../../app/PlatformContext';
import { focusFirstError } from '../../../kit/formErrors';
import { useCaptcha } from '../api/captcha';
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

  // Three fields and their required messages: plain state, so the login page loads no form library.
  const [values, setValues] = useState<Values>({ username: remembered ?? '', password: '', validateCode: '', remember: !!remembered });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const field = (name: 'username' | 'password' | 'validateCode') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      username: values.username.trim() ? undefined : '请输入登录账号',
      password: values.password ? undefined : '请输入密码',
      validateCode: values.validateCode.trim() ? undefined : '请输入验证码',
    };
    setErrors(found);
    if (found.username || found.password || found.validateCode) {
      focusFirstError(document.querySelector('form[aria-label="登录"]'));
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      await auth.login({ username: values.username.trim(), password: values.password, validateCode: values.validateCode.trim(), rememberUser: values.remember });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : MESSAGES.serverError);
      // A used captcha is spent: draw a new one, keep what else was typed.
      setValues((v) => ({ ...v, validateCode: '' }));
      void captcha.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={classes.page}>
      <Box className={classes.brand}>
        <Title order={1} c="white" className={classes.title}>{config.cityName}{config.platformTitle}</Title>
        <Text c="white" opacity={0.85} mt="sm" maw={460}>
          锅炉、压力容器、电梯、起重机械、场（厂）内专用机动车辆、大型游乐设施、压力管道、客运索道——使用登记、网上报检、缴费开票、报告查询，一站办理。
        </Text>
      </Box>
      <Paper className={classes.card} shadow="lg" radius="md" p={36} withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="登录">
          <Stack gap="md">
            <div>
              <Title order={3}>企业用户登录</Title>
              <Text size="sm" c="dimmed" mt={4}>请使用单位账号登录</Text>
            </div>
            {failure && <Alert color="red" variant="light" title="登录失败" data-testid="login-error">{failure}</Alert>}
            <TextInput label="账号" placeholder="请输入登录账号" leftSection={<IconUser size={16} />} autoComplete="username" withAsterisk {...field('username')} />
            <PasswordField label="密码" placeholder="请输入密码" leftSection={<IconLock size={16} />} autoComplete="current-password" withAsterisk {...field('password')} />
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <TextInput label="验证码" placeholder="请输入验证码" leftSection={<IconShieldCheck size={16} />} maxLength={6} withAsterisk style={{ flex: 1 }} autoComplete="off" {...field('validateCode')} />
              <UnstyledButton className={classes.captcha} onClick={() => void captcha.refetch()} aria-label="刷新验证码" title="看不清？点击换一张">
                  {captcha.isFetching ? <Loader size="sm" /> : captcha.data ? <Image src={captcha.data} alt="验证码" h={36} w={110} fit="fill" /> : <Text size="xs" c="red">加载失败，点击重试</Text>}
              </UnstyledButton>
            </Group>
            <label className={classes.remember}>
              <input type="checkbox" checked={values.remember} onChange={(e) => { const remember = e.currentTarget.checked; setValues((v) => ({ ...v, remember })); }} />
              记住账号
            </label>
            <Button type="submit" size="md" loading={submitting} fullWidth>登 录</Button>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
