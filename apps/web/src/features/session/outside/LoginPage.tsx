import { useState, type FormEvent, type MouseEvent } from 'react';
import { Anchor, Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { PasswordField } from '@/kit/PasswordField';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { usePageNavigation } from '@/platform/navigation';
import { focusFirstError } from '@/kit/form-errors';
import { useCaptcha } from '@/kit/captcha/captcha';
import { CaptchaField } from '@/kit/captcha/CaptchaField';
import classes from './LoginPage.module.css';
import { linkTo } from '@/platform/routing';

interface Values {
  username: string;
  password: string;
  validateCode: string;
  remember: boolean;
}

/** Only same-site paths are followed after login. */
const safeRedirect = (to: string | null) =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith(linkTo('login')) ? to : '/';

export default function LoginPage() {
  const { auth, config, session } = usePlatform();
  // Not react-router's hooks: this page is shown before the router has loaded (app/LoginFirst.tsx).
  const { navigate, search: params } = usePageNavigation();
  const captcha = useCaptcha();
  /** In-app links to the public pages (a plain click stays in the app; a new tab opens the address). */
  const go = (to: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  // Busy and failure by hand, not the kit's useSubmit: shared with the shell, that hook would be a
  // chunk of its own on the login page, whose JavaScript budget (150 KB) it would exceed by 0.3 KB.
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const remembered = session.state.usualPerson;

  // Three fields and their required messages: plain state, so the login page loads no form library.
  const [values, setValues] = useState<Values>({
    username: remembered ?? '',
    password: '',
    validateCode: '',
    remember: !!remembered,
  });
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
      await auth.login({
        username: values.username.trim(),
        password: values.password,
        validateCode: values.validateCode.trim(),
        rememberUser: values.remember,
      });
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
        <Title order={1} c="white" className={classes.title}>
          {config.cityName}
          {config.platformTitle}
        </Title>
        <Text c="white" opacity={0.85} mt="sm" maw={460}>
          锅炉、压力容器、电梯、起重机械、场（厂）内专用机动车辆、大型游乐设施、压力管道、客运索道——使用登记、网上报检、缴费开票、报告查询，一站办理。
        </Text>
      </Box>
      <Paper className={classes.card} shadow="lg" radius="md" p={36} withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="登录">
          <Stack gap="md">
            <div>
              <Title order={3}>企业用户登录</Title>
              <Text size="sm" c="dimmed" mt={4}>
                请使用单位账号登录
              </Text>
            </div>
            {failure && (
              // A plain box, not Mantine's Alert: the login page loads nothing it can do without.
              <div role="alert" className={classes.failure} data-testid="login-error">
                <Text fw={600} size="sm">
                  登录失败
                </Text>
                <Text size="sm">{failure}</Text>
              </div>
            )}
            <TextInput
              label="账号"
              placeholder="请输入登录账号"
              leftSection={<IconUser size={16} />}
              autoComplete="username"
              withAsterisk
              {...field('username')}
            />
            <PasswordField
              label="密码"
              placeholder="请输入密码"
              leftSection={<IconLock size={16} />}
              autoComplete="current-password"
              withAsterisk
              {...field('password')}
            />
            <CaptchaField
              captcha={captcha}
              value={values.validateCode}
              error={errors.validateCode}
              onChange={(v) => field('validateCode').onChange({ currentTarget: { value: v } })}
            />
            <label className={classes.remember}>
              <input
                type="checkbox"
                checked={values.remember}
                onChange={(e) => {
                  const remember = e.currentTarget.checked;
                  setValues((v) => ({ ...v, remember }));
                }}
              />
              记住账号
            </label>
            <Button type="submit" size="md" loading={submitting} fullWidth>
              登 录
            </Button>
            {/* Plain links: the public pages are lazy routes of their own, outside the login chunk. */}
            <Group justify="space-between" gap="xs">
              <Anchor href={linkTo('register')} onClick={go(linkTo('register'))} size="sm">
                企业账号注册
              </Anchor>
              <Anchor href={linkTo('register_result')} onClick={go(linkTo('register_result'))} size="sm">
                注册结果查询
              </Anchor>
              <Anchor href={linkTo('reset_password')} onClick={go(linkTo('reset_password'))} size="sm">
                忘记密码
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
