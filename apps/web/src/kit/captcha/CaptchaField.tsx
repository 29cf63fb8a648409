import type { ReactNode } from 'react';
import { Group, Image, Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { useCaptcha } from './captcha';

/**
 * 验证码: the text field and the captcha image beside it (click for a new one). The page owns the
 * query (`useCaptcha()`), so it can draw a new image after a failed submit (a used captcha is spent).
 */
export function CaptchaField({
  captcha,
  value,
  onChange,
  onBlur,
  error,
  label = '验证码',
  withIcon = true,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  label?: string;
  withIcon?: boolean;
}) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label={label}
        placeholder="请输入验证码"
        leftSection={withIcon ? <IconShieldCheck size={16} /> : undefined}
        maxLength={6}
        withAsterisk
        style={{ flex: 1 }}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        data-field="validateCode"
      />
      <UnstyledButton
        onClick={() => void captcha.refetch()}
        aria-label="刷新验证码"
        title="看不清？点击换一张"
        style={{
          marginTop: 25,
          width: 110,
          height: 36,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          overflow: 'hidden',
          flexShrink: 0,
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {captcha.isFetching ? (
          <Loader size="sm" />
        ) : captcha.data ? (
          <Image src={captcha.data} alt="验证码" h={36} w={110} fit="fill" />
        ) : (
          <Text size="xs" c="red">
            加载失败，点击重试
          </Text>
        )}
      </UnstyledButton>
    </Group>
  );
}
