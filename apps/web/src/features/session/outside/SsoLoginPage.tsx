import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { linkTo } from '@/platform/routing';

/** Single sign-on: logs in with the portal's ssotoken (and ticket) from the address, then goes home. */
export default function SsoLoginPage() {
  const { auth } = usePlatform();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const ssotoken = params.get('ssotoken') ?? params.get('token') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!ssotoken) {
      setFailure('缺少单点登录凭据（ssotoken），请从统一门户重新进入');
      return;
    }
    auth
      .ssoLogin({ ssotoken, ticket: params.get('ticket') ?? '', gotoUrl: params.get('gotoUrl') ?? '' })
      .then(() => navigate('/', { replace: true }))
      .catch((e) => setFailure(e instanceof Error ? e.message : MESSAGES.serverError));
  }, [auth, navigate, params, ssotoken]);

  return (
    <Center mih="100vh">
      {failure ? (
        <Stack maw={420}>
          <Alert color="red" title="单点登录失败">
            {failure}
          </Alert>
          <Button component={Link} to={linkTo('login')}>
            使用账号密码登录
          </Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader />
          <Text c="dimmed">正在登录，请稍候…</Text>
        </Stack>
      )}
    </Center>
  );
}
