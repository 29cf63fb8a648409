import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { accountInfoSchema } from '@tzsb/sdk/schemas';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { PageCard } from '@/kit/PageCard';
import { focusFirstError } from '@/kit/form-errors';
import { useSubmit } from '@/kit/useSubmit';
import { useFormDraft } from '@/kit/form/useFormDraft';

type Values = { name: string; identityCard: string; phone: string; mobile: string };

/** 账号信息维护: name, identity card, phone and mobile, validated by the SDK's rules; saved with updateInfo. */
export default function AccountInfoPage() {
  const { auth } = usePlatform();
  const { user } = useSessionState();
  const { busy, failure, setFailure, run } = useSubmit();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      identityCard: user?.idCard ?? '',
      phone: user?.phone ?? '',
      mobile: user?.mobile ?? '',
    },
    validate: schemaResolver(accountInfoSchema, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    validateDebounce: VALIDATION_DELAY_MS,
  });

  // What was typed survives a reload or a session time-out (for this account only).
  const draft = useFormDraft(form, 'system.account');

  const submit = form.onSubmit(
    async (values) => {
      // A failure keeps what was typed in the form.
      const r = await run('submit', () =>
        auth.updateInfo({
          name: values.name.trim(),
          identityCard: values.identityCard || undefined,
          phone: values.phone || undefined,
          mobile: values.mobile,
        }),
      );
      if (!r?.ok) return;
      form.resetDirty(values);
      draft.saved();
      notifications.show({ color: 'green', message: '账号信息已保存' });
    },
    () => focusFirstError(document.querySelector('form[aria-label="账号信息"]')),
  );

  return (
    <PageCard>
      <form onSubmit={submit} noValidate aria-label="账号信息">
        <Stack maw={760}>
          {draft.restoredAt && (
            <Alert color="blue" title="已恢复未保存的内容" data-testid="draft-restored">
              <Group justify="space-between">
                <Text size="sm">上次填写于 {dayjs(draft.restoredAt).format('YYYY-MM-DD HH:mm:ss')}，尚未保存。</Text>
                <Button size="compact-sm" variant="subtle" onClick={draft.discard}>
                  放弃草稿
                </Button>
              </Group>
            </Alert>
          )}
          {failure && (
            <Alert color="red" title="保存失败">
              {failure}（已填写的内容已保留）
            </Alert>
          )}
          <TextInput label="登录账号" value={user?.loginName ?? ''} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="姓名" withAsterisk maxLength={50} {...form.getInputProps('name')} />
            <TextInput
              label="身份证号码"
              placeholder="18 位，末位可为 X"
              maxLength={18}
              {...form.getInputProps('identityCard')}
            />
            <TextInput label="固定电话" placeholder="如 0574-87351260" {...form.getInputProps('phone')} />
            <TextInput label="手机号码" withAsterisk maxLength={11} {...form.getInputProps('mobile')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={!!busy}>
              保存
            </Button>
            <Button
              variant="default"
              onClick={() => {
                draft.discard();
                setFailure(null);
              }}
              disabled={!!busy || !form.isDirty()}
            >
              撤销修改
            </Button>
          </Group>
        </Stack>
      </form>
    </PageCard>
  );
}
