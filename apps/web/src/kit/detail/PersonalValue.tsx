import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { maskPersonal, type PersonalKind } from '@/platform/personal-data';

const KIND_NAMES: Record<PersonalKind, string> = { idCard: '身份证号', mobile: '手机号码' };

/**
 * A citizen ID or mobile number on a record's detail: masked until the user asks to see it (显示),
 * and hidden again with 隐藏. What is revealed stays on screen only: never in the address, the page
 * title or the error log.
 */
export function PersonalValue({ kind, value }: { kind: PersonalKind; value: string | null | undefined }) {
  const [shown, setShown] = useState(false);
  if (!value) return <>—</>;
  return (
    <Group gap={6} wrap="nowrap" component="span" data-personal={kind}>
      <Text span size="sm" ff="monospace">
        {shown ? value : maskPersonal(kind, value)}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-pressed={shown}
        aria-label={`${shown ? '隐藏' : '显示'}完整${KIND_NAMES[kind]}`}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? '隐藏' : '显示'}
      </Button>
    </Group>
  );
}
