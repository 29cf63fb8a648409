import { useState, type ComponentProps } from 'react';
import { Button, TextInput } from '@mantine/core';
import { maskPersonal, type PersonalKind } from '@/platform/personal-data';

/**
 * A read-only citizen ID or mobile number in a form (a record viewed, a field fixed once registered):
 * masked until 显示 is clicked, as on a detail page.
 */
export function PersonalInput({
  kind,
  value,
  ...props
}: { kind: PersonalKind; value: string } & Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      readOnly
      value={shown || !value ? value : maskPersonal(kind, value)}
      rightSectionWidth={56}
      rightSection={
        value ? (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-pressed={shown}
            aria-label={`${shown ? '隐藏' : '显示'}完整${props.label ?? ''}`}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? '隐藏' : '显示'}
          </Button>
        ) : null
      }
    />
  );
}
