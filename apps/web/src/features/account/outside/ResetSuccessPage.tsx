import { Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PublicFrame } from '@/kit/PublicFrame';
import { linkTo } from '@/platform/routing';

/** /resetSuccess: the reset application went in; what happens next. */
export default function ResetSuccessPage() {
  const [params] = useSearchParams();
  const mobile = (useLocation().state as { mobile?: string } | null)?.mobile;
  const no = params.get('no');
  return (
    <PublicFrame title="密码重置申请已提交" width={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light"><IconCircleCheck size={28} /></ThemeIcon>
          <div>
            <Text fw={600}>密码重置申请已提交，等待平台管理员审核。</Text>
            {no ? <Text size="sm" c="dimmed">申请编号：<Text span ff="monospace" c="dark" data-testid="apply-no">{no}</Text></Text> : null}
          </div>
        </Group>
        <div>
          <Text fw={600} size="sm" mb={6}>接下来</Text>
          <List size="sm" spacing={6}>
            <List.Item>管理员核对授权委托书后审核，通常在 1–3 个工作日内完成。</List.Item>
            <List.Item>审核通过后，系统生成新密码并以短信发送到申请人手机{mobile ? `（${mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}）` : ''}。</List.Item>
            <List.Item>使用新密码登录后，请立即在「系统设置 › 修改密码」中改为至少 8 位、包含数字、字母和特殊字符的密码。</List.Item>
            <List.Item>未通过时短信会说明原因，可按意见<Anchor component={Link} to={linkTo('reset_password')} size="sm">重新申请</Anchor>。</List.Item>
          </List>
        </div>
        <Group><Button component={Link} to={linkTo('login')}>返回登录</Button></Group>
      </Stack>
    </PublicFrame>
  );
}
