import '@mantine/spotlight/styles.layer.css';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconFileDescription, IconHistory, IconSearch, IconTag, IconUser } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@tzsb/sdk';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { findShellRoute } from '@/platform/routing';
import { useShellLayout } from '@/shell/useShellLayout';
import { pageEntries, searchPages } from './page-index';
import { readRecent, recentOwner, rememberRecent } from './recent-pages';
import { codeQuery, nameQuery, useNameSearch, useRecordSearch, type CodeQuery } from './record-search';
import classes from './SearchPalette.module.css';

/** How long typing must pause before a code is looked up. */
const LOOKUP_DELAY_MS = 300;

const CODE_NAMES: Record<CodeQuery['kind'], string> = {
  equipment: '设备代码',
  registration: '使用登记证编号',
  application: '申请编号',
};

/** The header's search button: opens the command palette (also Ctrl+K). */
export function SearchButton({ phone }: { phone?: boolean }) {
  if (phone) {
    return (
      <ActionIcon
        variant="subtle"
        color="white"
        size="xl"
        aria-label="搜索页面和记录"
        onClick={() => spotlight.open()}
        className={classes.headerButton}
      >
        <IconSearch size={22} color="white" />
      </ActionIcon>
    );
  }
  return (
    <Tooltip label="搜索页面、设备名称或代码、作业人员、申请编号（Ctrl+K）" withinPortal>
      <UnstyledButton
        className={classes.searchButton}
        onClick={() => spotlight.open()}
        aria-label="搜索页面和记录（Ctrl+K）"
        aria-keyshortcuts="Control+K"
      >
        <IconSearch size={16} color="white" />
        <Text size="sm" c="white" className={classes.nowrap}>
          搜索
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
}

const paletteUser = (user: User | null) => (user ? recentOwner(user) : '');

/**
 * Enter opens the first hit when none is chosen. The palette chooses the first hit as the query
 * changes, but when the list is drawn again after that (the record lookup answering, a slow
 * render) the chosen entry may be gone, and Enter would do nothing; this runs before the
 * palette's own Enter.
 */
function selectFirstOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const dialog = event.currentTarget.closest('[role="dialog"]');
  if (!dialog || dialog.querySelector('[data-action][data-selected]')) return;
  dialog.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
}

/**
 * Each page opened becomes the user's most recent one (the palette lists those first). Apart from
 * the palette, so that showing another page re-renders this alone.
 */
export function RecentPages() {
  const state = useSessionState();
  const location = useLocation();
  const user = paletteUser(state.user);
  const routeName = findShellRoute(location.pathname)?.route.name;
  useEffect(() => {
    if (!user || !routeName) return;
    // After the page is shown: the storage write is no part of showing it.
    const later = window.setTimeout(() => rememberRecent(user, routeName), 0);
    return () => window.clearTimeout(later);
  }, [user, routeName]);
  return null;
}

/**
 * The command palette (Ctrl+K, or the header's button): every page the user may open, found by
 * title, section or group, keywords and pinyin initials (`djbj` finds 定期检验报检), the recently
 * opened ones first; for a query that looks like a code, the record it names; for a name or a
 * fragment of a number, the equipment, operators and applications it finds, by kind. Choosing an
 * entry opens its page in a tab. Full screen on a phone.
 */
export function SearchPalette() {
  const platform = usePlatform();
  const state = useSessionState();
  const navigate = useNavigate();
  const { phone } = useShellLayout();
  const user = paletteUser(state.user);
  const [query, setQuery] = useState('');
  // The recent pages as stored when the palette last opened (RecentPages keeps the list; the
  // palette, closed, does not re-render when another page is shown).
  const [recent, setRecent] = useState(() => readRecent(user));
  useEffect(() => setRecent(readRecent(user)), [user]);

  const entries = useMemo(() => pageEntries((k) => platform.session.canAccess(k)), [platform, state.access]); // eslint-disable-line react-hooks/exhaustive-deps -- access decides which pages are listed
  const pages = useMemo(() => searchPages(entries, query, recent), [entries, query, recent]);
  const recentSet = new Set(recent);
  const [debounced] = useDebouncedValue(query, LOOKUP_DELAY_MS);
  const code = codeQuery(debounced);
  const typedCode = codeQuery(query);
  const records = useRecordSearch(code);
  const name = nameQuery(debounced);
  const typedName = nameQuery(query);
  const named = useNameSearch(name);

  const open = (to: string) => navigate(to);
  const pageAction = (p: (typeof pages)[number]) => (
    <Spotlight.Action
      key={p.name}
      label={p.title}
      description={p.group || undefined}
      leftSection={
        recentSet.has(p.name) && !query.trim() ? <IconHistory size={18} /> : <IconFileDescription size={18} />
      }
      onClick={() => open(p.path)}
      data-route={p.name}
    />
  );
  const recentPages = query.trim() ? [] : pages.filter((p) => recentSet.has(p.name));
  const otherPages = query.trim() ? pages : pages.filter((p) => !recentSet.has(p.name));

  let recordPart = null;
  if (typedCode) {
    const waiting = !code || code.code !== typedCode.code || records.isFetching;
    recordPart = (
      <Spotlight.ActionsGroup label={`按${CODE_NAMES[typedCode.kind]}查找`}>
        {waiting ? (
          <Center py="sm" data-testid="palette-record-loading">
            <Loader size="sm" aria-label="正在查找" />
          </Center>
        ) : records.isError ? (
          <Text size="sm" c="red.8" px="md" py="xs" role="alert">
            查找失败：{records.error instanceof Error ? records.error.message : String(records.error)}
          </Text>
        ) : records.data?.length ? (
          records.data.map((r) => (
            <Spotlight.Action
              key={r.key}
              label={r.title}
              description={r.description}
              leftSection={<IconTag size={18} />}
              onClick={() => open(r.to)}
              data-record={r.key}
            />
          ))
        ) : (
          <Text size="sm" c="dimmed" px="md" py="xs" role="status">
            未找到{CODE_NAMES[typedCode.kind]}为 {typedCode.code} 的记录
          </Text>
        )}
      </Spotlight.ActionsGroup>
    );
  }

  let namePart = null;
  const nameWaiting = !!typedName && (!name || name.text !== typedName.text || named.isFetching);
  if (typedName) {
    namePart = nameWaiting ? (
      <Spotlight.ActionsGroup label="查找记录">
        <Center py="sm" data-testid="palette-record-loading">
          <Loader size="sm" aria-label="正在查找" />
        </Center>
      </Spotlight.ActionsGroup>
    ) : named.isError ? (
      <Text size="sm" c="red.8" px="md" py="xs" role="alert">
        查找记录失败：{named.error instanceof Error ? named.error.message : String(named.error)}
      </Text>
    ) : (
      named.data?.map((g) => (
        <Spotlight.ActionsGroup key={g.kind} label={g.label} role="group" aria-label={g.label}>
          {g.records.map((r) => (
            <Spotlight.Action
              key={r.key}
              label={r.title}
              description={r.description}
              leftSection={g.kind === 'operator' ? <IconUser size={18} /> : <IconTag size={18} />}
              onClick={() => open(r.to)}
              data-record={r.key}
            />
          ))}
        </Spotlight.ActionsGroup>
      ))
    );
  }
  const nothing = !typedCode && pages.length === 0 && !nameWaiting && !named.data?.length;

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      tagsToIgnore={[]}
      fullScreen={phone}
      scrollable
      maxHeight={phone ? 'calc(100dvh - 80px)' : 480}
      size={640}
      title="搜索页面和记录"
      classNames={{ action: classes.action, header: classes.header }}
      onSpotlightOpen={() => setRecent(readRecent(user))}
    >
      <Spotlight.Search
        placeholder="页面名称、拼音首字母（如 djbj）、设备名称或代码、人员姓名、申请编号"
        leftSection={<IconSearch size={18} />}
        aria-label="搜索页面和记录"
        onKeyDown={selectFirstOnEnter}
      />
      <Spotlight.ActionsList aria-label="搜索结果">
        {recordPart}
        {namePart}
        {recentPages.length > 0 && (
          <Spotlight.ActionsGroup label="最近访问">{recentPages.map(pageAction)}</Spotlight.ActionsGroup>
        )}
        {otherPages.length > 0 && (
          <Spotlight.ActionsGroup label={query.trim() ? '页面' : '全部页面'}>
            {otherPages.map(pageAction)}
          </Spotlight.ActionsGroup>
        )}
        {nothing && (
          <Spotlight.Empty>
            未找到与「{query.trim()}」相符的{typedName ? '页面或记录' : '页面'}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Group px="md" py={6} gap="xs" className={classes.footer}>
        <Text size="xs" c="dimmed">
          ↑↓ 选择，Enter 打开，Esc 关闭
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => spotlight.close()}>
          关闭
        </Button>
      </Group>
    </Spotlight.Root>
  );
}
