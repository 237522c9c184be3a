import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The phone number field of the auth forms: telephone keyboard, autofill, the accepted forms as hint. */
export function PhoneField({
  ref,
  value,
  onChange,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** Translation key of the problem, if any. */
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.phoneLabel')}
      hint={t('auth.phoneHint')}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? t(error) : null}
      required
    />
  );
}
