import { Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PublicFrame } from '@/kit/PublicFrame';
import { linkTo } from '@/platform/routing';

/** /register-success: the application number and what happens next. */
export default function RegisterSuccessPage() {
  const [params] = useSearchParams();
  const state = useLocation().state as { orgname?: string; mobile?: string } | null;
  const no = params.get('no');
  return (
    <PublicFrame title="注册申请已提交" width={720}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" size={44} radius="xl" variant="light"><IconCircleCheck size={28} /></ThemeIcon>
          <div>
            <Text fw={600}>{state?.orgname ? `${state.orgname}的企业账号注册申请已提交，等待审核。` : '企业账号注册申请已提交，等待审核。'}</Text>
            {no ? <Text size="sm" c="dimmed">申请编号：<Text span ff="monospace" c="dark" data-testid="apply-no">{no}</Text>（请妥善保存）</Text> : null}
          </div>
        </Group>
        <div>
          <Text fw={600} size="sm" mb={6}>接下来</Text>
          <List size="sm" spacing={6}>
            <List.Item>平台管理员将在 1–3 个工作日内核对单位信息与营业执照、授权委托书。</List.Item>
            <List.Item>审核结果以短信发送到联系人手机{state?.mobile ? `（${state.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}）` : ''}。</List.Item>
            <List.Item>审核通过后，使用申请时填写的登录账号和密码登录平台；未通过时可按意见修改后重新申请。</List.Item>
            <List.Item>也可随时凭统一社会信用代码和联系人手机号码<Anchor component={Link} to={linkTo('register_result')} size="sm">查询注册结果</Anchor>。</List.Item>
          </List>
        </div>
        <Group>
          <Button component={Link} to={linkTo('register_result')}>查询注册结果</Button>
          <Button component={Link} to={linkTo('login')} variant="default">返回登录</Button>
        </Group>
      </Stack>
    </PublicFrame>
  );
}
