import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '@/kit/PasswordField';
import { useForm, schemaResolver } from '@mantine/form';
import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MESSAGES, VALIDATION_DELAY_MS } from '@tzsb/sdk';
import { passwordChangeSchema } from '@tzsb/sdk/schemas';
import { usePlatform, useSessionState } from '@/platform/PlatformContext';
import { focusFirstError } from '@/kit/form-errors';
import { linkTo } from '@/platform/routing';
import { useSubmit } from '@/kit/useSubmit';

interface Values {
  oldPassword: string;
  newPassword: string;
  checkPassword: string;
}

/**
 * 修改密码: cannot be closed by the mask, the close icon or Escape: only 取消 closes it. Fields are
 * validated 500 ms after input or blur with the spec's messages; on success the session is cleared
 * and the user logs in again with the new password.
 */
export function PasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const platform = usePlatform();
  const { auth } = platform;
  const state = useSessionState();
  const navigate = useNavigate();
  const { busy: saving, failure, setFailure, run } = useSubmit();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      oldPassword: '',
      newPassword: '',
      checkPassword: '',
    },
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
    validateInputOnChange: ['oldPassword', 'newPassword', 'checkPassword'],
    validateInputOnBlur: true,
    validateDebounce: VALIDATION_DELAY_MS,
    onValuesChange: (values, previous) => {
      // A changed new password re-checks a confirmation already typed.
      if (values.newPassword !== previous.newPassword && values.checkPassword) form.validateField('checkPassword');
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      const r = await run('submit', () =>
        auth.updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
      );
      if (r?.ok) {
        // Every tab's session ends, and the user's drafts with it.
        platform.endSession('password');
        onClose();
        form.reset();
        // The session is already cleared; the user reads the message, then logs in again.
        modals.open({
          title: MESSAGES.passwordChangedTitle,
          closeOnClickOutside: false,
          closeOnEscape: false,
          withCloseButton: false,
          children: (
            <Stack>
              <Text size="sm">{MESSAGES.passwordChanged}，请使用新密码重新登录</Text>
              <Group justify="flex-end">
                <Button onClick={() => modals.closeAll()}>重新登录</Button>
              </Group>
            </Stack>
          ),
          onClose: () => navigate(linkTo('login'), { replace: true }),
        });
      }
    },
    () => focusFirstError(document.querySelector('[data-testid="password-dialog"]')),
  );

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      title="修改密码"
      centered
    >
      <form onSubmit={submit} noValidate data-testid="password-dialog">
        <Stack gap="sm">
          {failure && (
            <Alert color="red" title="修改失败">
              {failure}
            </Alert>
          )}
          {/* The account signed in now, read at each render: the dialog outlives a change of account. */}
          <TextInput label="登录账号" readOnly value={state.user?.loginName ?? state.usualPerson ?? ''} />
          <PasswordField
            label="原密码"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField
            label="新密码"
            withAsterisk
            autoComplete="new-password"
            description="至少 8 位，包含数字、字母和特殊字符"
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="确认新密码"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('checkPassword')}
          />
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                form.reset();
                setFailure(null);
                onClose();
              }}
              disabled={!!saving}
            >
              取消
            </Button>
            <Button type="submit" loading={!!saving}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
