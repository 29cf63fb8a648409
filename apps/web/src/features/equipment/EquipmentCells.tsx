// The cells and tags of the equipment tables: codes, long text, 使用状态, 检验结论 and 距下次检验.
import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Text, type BadgeProps } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HoverTooltip } from '@/kit/HoverTooltip';
import { useStatusColor, useStatusOptions } from '@/kit/options';

const PASSING = new Set(['合格', '复检合格', '允许使用']);
/** Whether an inspection conclusion lets the equipment be used. */
export const isPassing = (c: string) => PASSING.has(c);
export const conclusionColor = (c: string | null | undefined) =>
  !c ? undefined : PASSING.has(c) ? 'teal' : c === '基本符合要求' ? 'yellow' : 'red';

/** A tag that keeps its whole text in a narrow table column (Badge would cut it to an ellipsis). */
export function Tag({ children, ...props }: BadgeProps & { children: ReactNode; 'data-days'?: number }) {
  return (
    <Badge radius="sm" variant="light" styles={{ label: { overflow: 'visible' } }} {...props}>
      {children}
    </Badge>
  );
}

/** 使用状态 as a tag. */
export function UseStatusTag({ status, name }: { status: string; name?: string | null }) {
  const label = name ?? useStatusOptions.find((o) => o.value === status)?.label ?? status;
  return <Tag color={useStatusColor[status] ?? 'blue'}>{label}</Tag>;
}

/** 距下次检验: overdue days in red, the last 30 days in orange/yellow, further off in teal. */
export function DaysToInspection({ days }: { days: number | null | undefined }) {
  if (days === null || days === undefined)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (days < 0)
    return (
      <Tag color="red" variant="filled" data-days={days}>
        超期 {-days} 天
      </Tag>
    );
  if (days === 0)
    return (
      <Tag color="red" data-days={days}>
        今天到期
      </Tag>
    );
  const color = days <= 15 ? 'orange' : days <= 30 ? 'yellow' : days <= 90 ? 'blue' : 'teal';
  return (
    <Tag color={color} data-days={days}>
      剩 {days} 天
    </Tag>
  );
}

/** Codes in figures of one width, never wrapped. */
export const code = (v: string | null | undefined, dimmed = false) =>
  v ? (
    <Text
      size="sm"
      c={dimmed ? 'dimmed' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {v}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
export const nowrap = (v: string | null | undefined) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {v || '—'}
  </Text>
);
/** Long text in a fixed width, one line, the whole text on hover. */
export const clamp = (v: string | null | undefined, width: number): ReactNode =>
  v ? (
    <HoverTooltip label={v} multiline maw={360}>
      <Text size="sm" lineClamp={1} w={width}>
        {v}
      </Text>
    </HoverTooltip>
  ) : (
    '—'
  );

/** The hint above a list of equipment that needs something done, with a link to where it is done (e.g. 去报检). */
export function InspectionHint({
  children,
  color = 'orange',
  action,
}: {
  children: ReactNode;
  color?: string;
  action?: { label: string; to: string };
}) {
  return (
    <Alert color={color} variant="light" icon={<IconInfoCircle size={18} />} mb="sm" py="xs">
      <Text size="sm">
        {children}
        {action && (
          <>
            {' '}
            <Anchor component={Link} to={action.to} size="sm" fw={600} c="inherit" underline="always">
              {action.label}
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}
