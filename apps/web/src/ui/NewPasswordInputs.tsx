import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface NewPasswordInputsProps {
  labels: [password: string, confirm: string];
  password: GetInputPropsReturnType;
  confirm: GetInputPropsReturnType;
  /** A hint under the new password. */
  description?: string;
}

/** A new password and its confirmation, bound to a form's two fields. */
export function NewPasswordInputs({ labels, password, confirm, description }: NewPasswordInputsProps) {
  return (
    <>
      <PasswordInput label={labels[0]} description={description} autoComplete="new-password" {...password} />
      <PasswordInput label={labels[1]} autoComplete="new-password" {...confirm} />
    </>
  );
}
