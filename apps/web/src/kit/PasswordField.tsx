import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput marks its inner input `data-invalid` only; a screen reader needs
 * `aria-invalid` (the error is already linked through aria-describedby). Use this for every password.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
