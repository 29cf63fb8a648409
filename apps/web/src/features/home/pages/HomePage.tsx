import { Suspense, lazy, useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { EQUIPMENT_TYPES } from '@tzsb/sdk';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { equipmentStatisticsQuery, useEquipmentStatistics } from '@/shared/equipment/api/equipment-statistics';
import { equipmentOverviewQuery, useEquipmentOverview } from '@/shared/equipment/api/equipment-overview';
import { latestNoticesQuery, useLatestNotices } from '@/features/home/api/latest-notices';
import { todoCountsQuery } from '@/features/home/api/todo-counts';
import { STAT_CARDS } from '@/features/home/desk';
import { TodoPanel, useMayOpen } from '@/features/home/TodoPanel';
import { queryClientOf } from '@/platform/query-client';
import { useClosePopup } from '@/features/home/api/close-popup';
import { useShellDialogs } from '@/platform/shell-dialogs';
import classes from './HomePage.module.css';
import { linkTo } from '@/platform/routing';
import { type PagePrefetch } from '@/platform/page-loader';
import { perSession, readStored, writeStored, z } from '@/platform/stored';

// The popup notice's HTML sanitizer (DOMPurify) loads only when there is a popup to show.
const SanitizedHtml = lazy(() => import('@/kit/Sanitized').then((m) => ({ default: m.SanitizedHtml })));

/**
 * The desk's data, started by the router alongside the user info when the user enters (only what
 * the cache lacks: the desk's tab shown again sends nothing).
 */
export const prefetch: PagePrefetch = (p) =>
  Promise.all([
    queryClientOf(p).ensureQueryData(equipmentStatisticsQuery(p)),
    queryClientOf(p).ensureQueryData(equipmentOverviewQuery(p)),
    queryClientOf(p).ensureQueryData(latestNoticesQuery(p)),
    queryClientOf(p).ensureQueryData(todoCountsQuery(p)),
  ]);

const STATUS_COLORS: Record<string, string> = { '0': 'gray', '1': 'teal', '2': 'yellow', '3': 'red', '4': 'dark' };

function StatsCards() {
  const stats = useEquipmentStatistics();
  const mayOpen = useMayOpen();
  return (
    <QueryState query={stats}>
      {(data) => (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="md">
          {STAT_CARDS.map((c) => {
            const value = (data[c.key] ?? 0).toLocaleString('zh-CN');
            const content = (
              <>
                <Text size="sm" c="dimmed">
                  {c.label}
                </Text>
                <Text fz={28} fw={700} c={`${c.color}.7`} data-testid={`stat-${c.key}`}>
                  {value}
                </Text>
                {c.hint && (
                  <Text size="xs" c="dimmed">
                    {c.hint}
                  </Text>
                )}
              </>
            );
            // Each card opens its list, filtered, where the user may open it.
            return mayOpen(c) ? (
              <Paper
                key={c.key}
                component={Link}
                to={c.to()}
                p="md"
                radius="md"
                withBorder
                className={`${classes.stat} ${classes.statLink}`}
                data-color={c.color}
              >
                {content}
              </Paper>
            ) : (
              <Paper key={c.key} p="md" radius="md" withBorder className={classes.stat} data-color={c.color}>
                {content}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function OverviewChart() {
  const overview = useEquipmentOverview();
  return (
    <PageCard title="设备概览">
      <QueryState query={overview} isEmpty={(d) => !d.byType.length} empty="暂无设备">
        {(data) => {
          const max = Math.max(1, ...data.byType.map((t) => t.total));
          const statusTotal = data.byStatus.reduce((s, x) => s + x.count, 0) || 1;
          return (
            <Stack gap="lg">
              <div>
                <Text fw={600} size="sm" mb="xs">
                  按设备类别
                </Text>
                <Stack gap={8} role="list" aria-label="按设备类别统计">
                  {data.byType.map((t) => (
                    <Group key={t.equclacode} gap="sm" wrap="nowrap" role="listitem">
                      <Text size="sm" w={150} className={classes.typeName}>
                        {t.equclaname || EQUIPMENT_TYPES.find((e) => e.code === t.equclacode)?.name}
                      </Text>
                      <Progress.Root size={18} style={{ flex: 1 }}>
                        <Progress.Section
                          value={(t.total / max) * 100}
                          color="blue"
                          aria-label={`${t.equclaname || EQUIPMENT_TYPES.find((e) => e.code === t.equclacode)?.name} ${t.total} 台`}
                        >
                          <Progress.Label>{t.total}</Progress.Label>
                        </Progress.Section>
                      </Progress.Root>
                      <Text size="xs" c="dimmed" w={140}>
                        在用 {t.inUse ?? 0} · 到期 {t.aboutExpire ?? 0} · 超期 {t.overdue ?? 0}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </div>
              <div>
                <Text fw={600} size="sm" mb="xs">
                  按使用状态
                </Text>
                <Progress.Root size={24} role="group" aria-label="按使用状态统计">
                  {data.byStatus
                    .filter((s) => s.count > 0)
                    .map((s) => (
                      <Progress.Section
                        key={s.useStatus}
                        value={(s.count / statusTotal) * 100}
                        color={STATUS_COLORS[s.useStatus] ?? 'blue'}
                        aria-label={`${s.useStatusName} ${s.count} 台`}
                      >
                        <Progress.Label>
                          {s.useStatusName} {s.count}
                        </Progress.Label>
                      </Progress.Section>
                    ))}
                </Progress.Root>
                <Group gap="xs" mt="xs">
                  {data.byStatus.map((s) => (
                    <Badge key={s.useStatus} color={STATUS_COLORS[s.useStatus] ?? 'blue'} variant="light">
                      {s.useStatusName}：{s.count}
                    </Badge>
                  ))}
                </Group>
              </div>
            </Stack>
          );
        }}
      </QueryState>
    </PageCard>
  );
}

// A popup notice closed with 关闭 stays closed for the rest of the browser session (the desk is not
// cached, so it would otherwise come back on every return to it); 不再提示 also tells the server.
const DISMISSED_KEY = 'tzsb.popupDismissed';
const dismissedIds = (): string[] => readStored(perSession(), DISMISSED_KEY, z.array(z.string())) ?? [];

function LatestNotices() {
  const notices = useLatestNotices();
  const closePopup = useClosePopup();
  const popup = notices.data?.find((a) => a.isPopup && !a.popupClosed);
  const state = useSessionState();
  const dismissKey = (id: string) => `${state.user?.id ?? ''}:${id}`;
  const [dismissed, setDismissedIds] = useState(dismissedIds);
  const setDismissed = (id: string) => {
    const next = [...dismissedIds(), dismissKey(id)];
    writeStored(perSession(), DISMISSED_KEY, next);
    setDismissedIds(next);
  };
  // The popup notice waits until the shell's own dialogs (e.g. 友情提醒) are closed.
  const { dialogOpen } = useShellDialogs();

  return (
    <PageCard
      title="通知公告"
      actions={
        <Anchor component={Link} to={linkTo('notice')} size="sm">
          更多
        </Anchor>
      }
    >
      <QueryState query={notices} isEmpty={(d) => !d.length} empty="暂无公告">
        {(list) => (
          <Stack gap={6}>
            {list.map((a) => (
              <Group key={a.id} justify="space-between" wrap="nowrap" className={classes.noticeRow}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  {a.isTop && (
                    <Badge size="xs" color="red">
                      置顶
                    </Badge>
                  )}
                  {a.categoryName && (
                    <Badge size="xs" variant="light">
                      {a.categoryName}
                    </Badge>
                  )}
                  <Anchor component={Link} to={linkTo('notice_detail', { id: a.id })} size="sm" lineClamp={1}>
                    {a.title}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {a.publishDate.slice(0, 10)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={!!popup && !dismissed.includes(dismissKey(popup.id)) && !dialogOpen}
        onClose={() => popup && setDismissed(popup.id)}
        title={popup?.title}
        size="lg"
        centered
      >
        {popup && (
          <Stack>
            <Text size="xs" c="dimmed">
              {popup.publisher} · {popup.publishDate}
            </Text>
            <Suspense fallback={null}>
              <SanitizedHtml html={popup.content ?? popup.summary} />
            </Suspense>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDismissed(popup.id)}>
                关闭
              </Button>
              <Button
                loading={closePopup.isPending}
                onClick={() =>
                  closePopup.mutate(popup.id, {
                    onSuccess: () => setDismissed(popup.id),
                    onError: (e) => notifications.show({ color: 'red', title: '操作失败', message: e.message }),
                  })
                }
              >
                不再提示
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageCard>
  );
}

/** 工作台: equipment numbers (each opening its list), the to-do panel, latest notices, the overview by type and status, and the popup notice. */
export default function HomePage() {
  const { config } = usePlatform();
  const state = useSessionState();
  return (
    <div>
      <Group justify="space-between" mb="md">
        <Title order={3}>{config.desktopTitle}</Title>
        {state.roleName && (
          <Badge variant="light" size="lg">
            当前角色：{state.roleName}
          </Badge>
        )}
      </Group>
      <StatsCards />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <TodoPanel />
        <LatestNotices />
      </SimpleGrid>
      <OverviewChart />
    </div>
  );
}
