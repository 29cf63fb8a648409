import { Group, Progress, Text } from '@mantine/core';
import { passwordStrength } from '@tzsb/sdk/validators';

const LEVELS = [
  { label: '太短', color: 'red' },
  { label: '弱', color: 'red' },
  { label: '弱', color: 'orange' },
  { label: '中', color: 'yellow' },
  { label: '强', color: 'teal' },
];

/** The strength of a new password as the SDK scores it (spec 5: below 3 is simple and refused). */
export function PasswordStrength({ value }: { value: string }) {
  if (!value) return null;
  const score = passwordStrength(value);
  const level = LEVELS[score]!;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="password-strength">
      <Progress value={(score / 4) * 100} color={level.color} w={160} size="sm" aria-label="密码强度" />
      <Text size="xs" c={level.color}>
        密码强度：{level.label}
      </Text>
    </Group>
  );
}
