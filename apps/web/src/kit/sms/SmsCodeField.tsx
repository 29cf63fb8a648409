import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';

/** Seconds before another code may be sent when the server does not say (spec: once per 60 s). */
const SMS_RESEND_SECONDS = 60;

/** A countdown in whole seconds: `start(n)` begins it, `left` is 0 when idle. */
function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const t = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(t);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start: (seconds: number) => {
      const t = Date.now();
      setNow(t);
      setUntil(t + seconds * 1000);
    },
  };
}

/**
 * 短信验证码: the code field and 获取验证码 beside it. `send` sends the code (the page's SMS call);
 * until it may be sent again the button is disabled and counts down (60 s, or what the server
 * answers). A refused send shows the server's message under the field; `checkMobile` stops the send
 * with a message first when the mobile number is missing or malformed.
 */
export function SmsCodeField({
  value,
  onChange,
  onBlur,
  error,
  send,
  checkMobile,
  label = '短信验证码',
  required = true,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** Sends the code; resolves to the server's wait in seconds, if it gives one. */
  send: () => Promise<{ resendSeconds?: number } | null | undefined | void>;
  /** A message when the code cannot be sent yet (no valid mobile number), else null. */
  checkMobile?: () => string | null;
  label?: string;
  required?: boolean;
}) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSend = async () => {
    const problem = checkMobile?.() ?? null;
    if (problem) {
      setSendError(problem);
      return;
    }
    setSendError(null);
    setSending(true);
    try {
      const r = await send();
      setSent(true);
      countdown.start(
        r && typeof r.resendSeconds === 'number' && r.resendSeconds > 0 ? r.resendSeconds : SMS_RESEND_SECONDS,
      );
    } catch (e) {
      setSendError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label={label}
        placeholder="6 位数字"
        leftSection={<IconMessage size={16} />}
        withAsterisk={required}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        style={{ flex: 1 }}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
        onBlur={onBlur}
        error={sendError ?? error}
        description={sent && !sendError ? '验证码已发送，5 分钟内有效' : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-field="smsCode"
      />
      <Button
        variant="light"
        mt={25}
        w={130}
        style={{ flexShrink: 0 }}
        loading={sending}
        disabled={countdown.left > 0}
        onClick={() => void onSend()}
        data-testid="sms-send"
      >
        {countdown.left > 0 ? `${countdown.left} 秒后重发` : sent ? '重新获取' : '获取验证码'}
      </Button>
    </Group>
  );
}
