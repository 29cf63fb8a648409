import { Alert, Button, Group, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { STICKY_BAR } from '@/kit/form/sticky-bar';
import type { FormValues } from '@/kit/form/types';
import { useScreenLayout } from '@/platform/screen-layout';
import { renderStepInput } from './step-input';
import type { StepsFormProps } from './types';
import { useStepsForm } from './useStepsForm';

/**
 * A form in steps (a wizard) as a declaration. 下一步 checks only the current step (the SDK's rules,
 * required fields, the step's own checks, then `beforeNext`); the last step submits. What is typed is
 * kept as a local draft until the submit succeeds (except `draftExclude`: passwords, one-time codes).
 * A failed submit keeps everything, shows the server's message, and, when `failureField` names the
 * field it concerns, goes back to that field's step and marks it.
 */
export function StepsForm<V extends FormValues>(props: StepsFormProps<V>) {
  const { label, steps, submitLabel = '提交', aside, saveDraft } = props;
  // Phones get one column (a spanning field would add a column), date pickers as dialogs, the step
  // as "2/4 检验信息" instead of the stepper, and the buttons in a bar that stays in view.
  const { phone } = useScreenLayout();
  const wide = !phone;
  const {
    form,
    values,
    setField,
    active,
    setActive,
    back,
    busy,
    failure,
    restoredAt,
    startOver,
    next,
    submit,
    draftSave,
    ctx,
    rootRef,
  } = useStepsForm(props);
  const input = (f: Parameters<typeof renderStepInput<V>>[1], password: boolean) =>
    renderStepInput(form, f, { password, values, phone, setField });

  const last = active === steps.length - 1;
  // The button calls this itself (not only through the form's submit event), so a click always acts.
  const go = () => {
    if (!busy) void (last ? submit() : next());
  };
  return (
    <form
      ref={rootRef}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <Stack gap="md">
        {phone ? (
          <Text
            fw={600}
            data-testid="steps-position"
            aria-live="polite"
          >{`${active + 1}/${steps.length} ${steps[active]!.title}`}</Text>
        ) : (
          <Stepper
            active={active}
            onStepClick={(i) => {
              if (i < active) setActive(i);
            }}
            size="sm"
            allowNextStepsSelect={false}
          >
            {steps.map((s) => (
              <Stepper.Step key={s.title} label={s.title} description={s.description} />
            ))}
          </Stepper>
        )}
        {restoredAt && (
          <Alert color="blue" title="已恢复上次填写的内容" data-testid="draft-restored">
            <Group justify="space-between">
              <Text size="sm">上次填写于 {dayjs(restoredAt).format('YYYY-MM-DD HH:mm:ss')}，尚未提交。</Text>
              <Button size="compact-sm" variant="subtle" onClick={startOver}>
                清空重填
              </Button>
            </Group>
          </Alert>
        )}
        {steps.map((s, i) => (
          <Stack key={s.title} gap="md" style={i === active ? undefined : { display: 'none' }} data-step={i}>
            {(s.sections ?? []).map((sec) => (
              <div key={sec.title}>
                {steps[i]!.sections!.length > 1 && (
                  <Text fw={600} size="sm" mb="xs">
                    {sec.title}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: sec.columns ?? 2 }} spacing="md" verticalSpacing="sm">
                  {sec.fields.map((f) => (
                    <div
                      key={f.name}
                      style={
                        wide && f.span && f.span > 1
                          ? { gridColumn: `span ${Math.min(f.span, sec.columns ?? 2)}` }
                          : undefined
                      }
                    >
                      {input(f, !!sec.passwords?.includes(f.name))}
                    </div>
                  ))}
                </SimpleGrid>
              </div>
            ))}
            {s.render?.(ctx)}
          </Stack>
        ))}
        {failure && (
          <Alert color="red" title={last ? '提交失败' : '无法继续'} role="alert" data-testid="steps-failure">
            {failure}
            {last ? '（已填写的内容已保留）' : ''}
          </Alert>
        )}
        <Group
          justify="space-between"
          data-testid="form-actions"
          style={
            phone
              ? {
                  ...STICKY_BAR,
                  paddingTop: 'var(--mantine-spacing-xs)',
                  paddingBottom: `calc(var(--mantine-spacing-xs) + ${STICKY_BAR.paddingBottom})`,
                }
              : undefined
          }
        >
          <Group gap="sm">
            {active > 0 && (
              <Button variant="default" onClick={back} disabled={!!busy}>
                上一步
              </Button>
            )}
            {saveDraft && (
              <Button
                variant="light"
                onClick={() => {
                  if (!busy) void draftSave();
                }}
                loading={busy === 'draft'}
                disabled={!!busy && busy !== 'draft'}
              >
                {saveDraft.label ?? '保存草稿'}
              </Button>
            )}
            <Button
              type="submit"
              loading={busy === 'next' || busy === 'submit'}
              disabled={busy === 'draft'}
              onClick={(e) => {
                e.preventDefault();
                go();
              }}
            >
              {last ? submitLabel : '下一步'}
            </Button>
          </Group>
          {aside}
        </Group>
      </Stack>
    </form>
  );
}
