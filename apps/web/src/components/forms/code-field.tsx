import { ACTIVATION_CODE_LENGTH } from '@sefer/contract/constants';
import type { ComponentProps } from 'react';
import { TextField } from '../ui/text-field.tsx';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'onChange' | 'value'> & {
  value: string;
  onChange: (code: string) => void;
};

/** The code texted to a phone: its digits only, as many as a code has, offered by the phone's autofill. */
export function CodeField({ onChange, ...props }: CodeFieldProps) {
  return (
    <TextField
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ACTIVATION_CODE_LENGTH}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      required
      {...props}
    />
  );
}
