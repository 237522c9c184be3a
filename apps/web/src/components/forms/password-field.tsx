import type { ComponentProps } from 'react';
import { TextField } from '../ui/text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** `new-password` where one is chosen, so that the password manager offers to make and keep it. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A password, hidden as it is typed and required; the account's own unless `autoComplete` says it is a new one. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  return <TextField name="password" type="password" autoComplete={autoComplete} required {...props} />;
}
