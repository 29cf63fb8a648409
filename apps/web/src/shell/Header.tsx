import { Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { MESSAGES, type Role } from '@tzsb/sdk';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { homePath, linkTo } from '@/platform/routing';
import { tabStoreOf } from './tabsContext';
import classes from './Shell.module.css';

/** Today as 2026-11-21 星期六. */
export const todayLabel = (d = new Date()) => dayjs(d).locale('zh-cn').format('YYYY-MM-DD dddd');

export function Header({ collapsed, onToggle, onChangePassword }: { collapsed: boolean; onToggle: () => void; onChangePassword: () => void }) {
  const platform = usePlatform();
  const { config, auth } = platform;
  const state = useSessionState();
  const navigate = useNavigate();
  const org = state.unit?.orgname ?? state.user?.name ?? '';

  const logout = async () => {
    try {
      await auth.logout();
    } catch {
      // The local session is cleared whatever the server said.
    }
    tabStoreOf(platform).reset();
    navigate(linkTo('login'), { replace: true });
    notifications.show({ color: 'green', message: MESSAGES.logoutSuccess });
  };

  const changeRole = async (role: Role) => {
    if (role.id === state.roleId) return;
    try {
      await auth.changeRole(role);
      tabStoreOf(platform).reset();
      navigate(homePath(platform), { replace: true });
      notifications.show({ color: 'green', message: `已切换为「${role.name}」` });
    } catch (e) {
      notifications.show({ color: 'red', title: '切换角色失败', message: e instanceof Error ? e.message : MESSAGES.serverError });
    }
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <Burger opened={!collapsed} onClick={onToggle} size="sm" color="white" aria-label={collapsed ? '展开菜单' : '收起菜单'} />
        <Text className={classes.brand} data-testid="platform-title">{config.cityName}{config.platformTitle}</Text>
      </Group>
      <Group gap="lg" wrap="nowrap">
        <Text size="sm" c="white" data-testid="today">{todayLabel()}</Text>
        <Text size="sm" c="white" data-testid="welcome">欢迎您，{org}</Text>
        {state.roles.length > 1 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton className={classes.headerButton} aria-label={`切换角色 ${state.roleName ?? '选择角色'}`}>
                <Text size="sm" c="white">{state.roleName ?? '选择角色'}</Text>
                <IconChevronDown size={14} color="white" />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>切换角色</Menu.Label>
              {state.roles.map((r) => (
                <Menu.Item key={r.id} onClick={() => void changeRole(r)} disabled={r.id === state.roleId}>
                  {r.name}{r.id === state.roleId ? '（当前）' : ''}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.headerButton}>
              <IconUserCircle size={20} color="white" />
              <Text size="sm" c="white">更多</Text>
              <IconChevronDown size={14} color="white" />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={onChangePassword}>修改密码</Menu.Item>
            <Menu.Item component="a" href={config.manualUrl || undefined} target="_blank" rel="noopener" disabled={!config.manualUrl}>企业平台操作手册下载</Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.8" onClick={() => void logout()}>退出登录</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
