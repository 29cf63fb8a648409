import { memo } from 'react';
import { ActionIcon, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES, type Role } from '@tzsb/sdk';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { homePath } from '@/platform/routing';
import { tabStoreOf } from './tabs-context';
import { useLogout } from './useLogout';
import { useToday } from './useToday';
import { RecentPages, SearchButton, SearchPalette } from './search/SearchPalette';
import { MessageCenter } from './messages/MessageCenter';
import classes from './Shell.module.css';

export interface HeaderProps {
  /** Whether the menu shows in full (desktop, tablet) or is open (the phone's drawer). */
  menuOpened: boolean;
  onToggleMenu: () => void;
  onChangePassword: () => void;
  /** Phone: the short title, and date, welcome, role switch and account actions in one menu. */
  phone?: boolean;
  /** Tablet: the date moves into the account menu. */
  tablet?: boolean;
}

/**
 * The header: menu toggle, city and platform title, today, the welcome line, the role switch and
 * the account menu (更多: 修改密码, the operation manual, 退出登录). At phone width everything after
 * the title sits in 更多, so logging out is always within reach. The search button (and Ctrl+K)
 * opens the command palette, and the bell the message centre, at every width.
 */
export const Header = memo(function Header({ menuOpened, onToggleMenu, onChangePassword, phone, tablet }: HeaderProps) {
  const platform = usePlatform();
  const { config, auth } = platform;
  const state = useSessionState();
  const navigate = useNavigate();
  const org = state.unit?.orgname ?? state.user?.name ?? '';
  const today = useToday();

  const logout = useLogout();

  const changeRole = async (role: Role) => {
    if (role.id === state.roleId) return;
    try {
      await auth.changeRole(role);
      tabStoreOf(platform).reset();
      navigate(homePath(platform), { replace: true });
      notifications.show({ color: 'green', message: `已切换为「${role.name}」` });
    } catch (e) {
      notifications.show({
        color: 'red',
        title: '切换角色失败',
        message: e instanceof Error ? e.message : MESSAGES.serverError,
      });
    }
  };

  const roleItems = state.roles.map((r) => (
    <Menu.Item key={r.id} onClick={() => void changeRole(r)} disabled={r.id === state.roleId}>
      {r.name}
      {r.id === state.roleId ? '（当前）' : ''}
    </Menu.Item>
  ));
  const accountItems = (
    <>
      <Menu.Item onClick={onChangePassword}>修改密码</Menu.Item>
      <Menu.Item
        component="a"
        href={config.manualUrl || undefined}
        target="_blank"
        rel="noopener"
        disabled={!config.manualUrl}
      >
        企业平台操作手册下载
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item color="red.8" onClick={() => void logout()}>
        退出登录
      </Menu.Item>
    </>
  );
  const burger = (
    <Burger
      opened={menuOpened}
      onClick={onToggleMenu}
      size="sm"
      color="white"
      aria-label={phone ? (menuOpened ? '关闭菜单' : '打开菜单') : menuOpened ? '收起菜单' : '展开菜单'}
      aria-expanded={menuOpened}
    />
  );

  if (phone) {
    return (
      <Group h="100%" px="xs" justify="space-between" wrap="nowrap" className={classes.header}>
        <Group gap={6} wrap="nowrap" miw={0}>
          {burger}
          <Text className={classes.brandPhone} data-testid="platform-title">
            {config.cityName}
            {config.platformTitle}
          </Text>
        </Group>
        <Group gap={0} wrap="nowrap">
          <MessageCenter phone />
          <SearchButton phone />
          <SearchPalette />
          <RecentPages />
          <Menu position="bottom-end" withinPortal width={240}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="white" size="xl" aria-label="更多" className={classes.accountButton}>
                <IconUserCircle size={26} color="white" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown data-testid="account-menu">
              <Menu.Label data-testid="today">{today}</Menu.Label>
              <Menu.Label data-testid="welcome" className={classes.menuWelcome}>
                欢迎您，{org}
              </Menu.Label>
              {state.roles.length > 1 && (
                <>
                  <Menu.Divider />
                  <Menu.Label>切换角色（当前：{state.roleName ?? '未选择'}）</Menu.Label>
                  {roleItems}
                </>
              )}
              <Menu.Divider />
              {accountItems}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    );
  }

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        {burger}
        <Text className={classes.brand} data-testid="platform-title">
          {config.cityName}
          {config.platformTitle}
        </Text>
      </Group>
      <Group gap="lg" wrap="nowrap" className={classes.headerEnd}>
        <MessageCenter />
        <SearchButton />
        <SearchPalette />
        <RecentPages />
        {!tablet && (
          <Text size="sm" c="white" data-testid="today" className={classes.nowrap}>
            {today}
          </Text>
        )}
        <Text size="sm" c="white" data-testid="welcome" className={classes.welcome}>
          欢迎您，{org}
        </Text>
        {state.roles.length > 1 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.headerButton} aria-label={`切换角色 ${state.roleName ?? '选择角色'}`}>
                <Text size="sm" c="white" className={classes.nowrap}>
                  {state.roleName ?? '选择角色'}
                </Text>
                <IconChevronDown size={14} color="white" />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>切换角色</Menu.Label>
              {roleItems}
            </Menu.Dropdown>
          </Menu>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.headerButton}>
              <IconUserCircle size={20} color="white" />
              <Text size="sm" c="white" className={classes.nowrap}>
                更多
              </Text>
              <IconChevronDown size={14} color="white" />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {tablet && <Menu.Label data-testid="today-in-menu">{today}</Menu.Label>}
            {accountItems}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
});
