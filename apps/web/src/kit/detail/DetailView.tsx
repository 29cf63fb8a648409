import type { ReactNode } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { printUrl } from '@tzsb/sdk';
import { usePlatform } from '@/platform/PlatformContext';
import { PageCard } from '@/kit/PageCard';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { PageHeading } from '@/kit/page/PageHeading';
import { useScreenLayout } from '@/platform/screen-layout';

/** One labelled value; empty values show a dash. */
export interface DetailField {
  label: string;
  value: ReactNode;
  span?: 1 | 2 | 3;
}
/**
 * A titled section: labelled fields, or other content (a table, a timeline), or both (fields first).
 * `empty` is shown when there is neither (e.g. 尚未办理使用登记).
 */
export interface DetailSection {
  title: string;
  fields?: DetailField[];
  columns?: 2 | 3;
  content?: ReactNode;
  actions?: ReactNode;
  empty?: ReactNode;
}
export interface HistoryItem {
  key: string;
  title: ReactNode;
  time?: string | null;
  operator?: string | null;
  description?: ReactNode;
}

const shown = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

/**
 * A labelled field list, for any section of a detail page: one column on a phone, two on a tablet,
 * `columns` from `lg`. A field's `span` never exceeds the columns there are (a span of 2 in one
 * column would add a column and push the page sideways).
 */
export function FieldGrid({ fields, columns = 3 }: { fields: DetailField[]; columns?: 2 | 3 }) {
  const { phone, tablet } = useScreenLayout();
  const cols = phone ? 1 : tablet ? 2 : columns;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="sm" verticalSpacing="xs">
      {fields.map((f) => (
        <Group
          key={f.label}
          gap={8}
          wrap="nowrap"
          align="flex-start"
          style={f.span && f.span > 1 && cols > 1 ? { gridColumn: `span ${Math.min(f.span, cols)}` } : undefined}
        >
          <Text size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
            {f.label}
          </Text>
          <Text size="sm" component="div" style={{ wordBreak: 'break-all' }} data-field={f.label}>
            {shown(f.value)}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** A history or flow list, newest first as given: what happened, when, by whom. */
export function HistoryTimeline({
  items,
  active,
}: {
  items: HistoryItem[];
  /** The last item reached (default: all). */ active?: number;
}) {
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        暂无记录
      </Text>
    );
  return (
    <Timeline active={active ?? items.length - 1} bulletSize={14} lineWidth={2}>
      {items.map((h) => (
        <Timeline.Item key={h.key} title={h.title}>
          {h.description && (
            <Text size="sm" component="div">
              {h.description}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {[h.time, h.operator].filter(Boolean).join(' · ')}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * A detail page as a declaration: a heading with status tags, labelled field sections, the
 * record's attachments, a history/flow list and print (the print host, with the session id).
 */
export function DetailView({
  title,
  subtitle,
  tags,
  actions,
  sections,
  attachments,
  history,
  print,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  tags?: { label: string; color?: string }[];
  actions?: ReactNode;
  sections: DetailSection[];
  /** The record's attachments (by attrefsysid). */
  attachments?: { attrefsysid: string; readOnly?: boolean };
  history?: { title: string; items: HistoryItem[] };
  /** A print page on the print host: path and query. */
  print?: { path: string; query?: Record<string, string | undefined>; label?: string };
  children?: ReactNode;
}) {
  const { config, session } = usePlatform();
  return (
    <Stack gap={0}>
      <PageHeading
        title={title}
        tags={tags?.map((t) => (
          <Badge key={t.label} color={t.color ?? 'blue'} variant="light" size="lg">
            {t.label}
          </Badge>
        ))}
        subtitle={subtitle}
        actions={
          <>
            {actions}
            {print && (
              <Button
                variant="light"
                leftSection={<IconPrinter size={16} />}
                onClick={() =>
                  window.open(
                    printUrl(config.printHost || window.location.origin, print.path, session.tokens(), print.query),
                    '_blank',
                    'noopener',
                  )
                }
              >
                {print.label ?? '打印'}
              </Button>
            )}
          </>
        }
      />
      {sections.map((s) => (
        <PageCard key={s.title} title={s.title} actions={s.actions}>
          {!!s.fields?.length && <FieldGrid fields={s.fields} columns={s.columns} />}
          {s.content}
          {!s.fields?.length && !s.content && (
            <Text size="sm" c="dimmed">
              {s.empty ?? '暂无记录'}
            </Text>
          )}
        </PageCard>
      ))}
      {children}
      {attachments && (
        <PageCard title="附件">
          <AttachmentPanel attrefsysid={attachments.attrefsysid} readOnly={attachments.readOnly} />
        </PageCard>
      )}
      {history && (
        <PageCard title={history.title}>
          <HistoryTimeline items={history.items} />
        </PageCard>
      )}
    </Stack>
  );
}
