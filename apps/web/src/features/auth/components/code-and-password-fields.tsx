import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/forms/code-field.tsx';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import type { CodeAndPasswordField as Field } from '../hooks/use-password-form.ts';
import styles from './auth-form.module.css';

/**
 * The texted code with "send a new code" (its countdown and a polite notice when one went out), then a new password
 * twice: creating the first password and resetting a forgotten one ask for the same. `errors` are message keys.
 */
export function CodeAndPasswordFields({
  username,
  refs,
  values,
  onChange,
  errors,
  resend,
}: {
  /** The number, for the browser's password manager. */
  username: string;
  refs: Record<Field, RefObject<HTMLInputElement | null>>;
  values: Record<Field, string>;
  onChange: (field: Field, value: string) => void;
  errors: Partial<Record<Field, string>>;
  resend: { onClick: () => void; busy: boolean; disabled: boolean; secondsLeft: number; resent: boolean };
}) {
  const { t } = useTranslation();
  const field = useTextFields(values, onChange, errors);
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <CodeField
        ref={refs.code}
        label={t('auth.codeLabel')}
        value={values.code}
        onChange={(code) => onChange('code', code)}
        error={errors.code ? t(errors.code) : null}
      />
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={resend.onClick}
          busy={resend.busy}
          disabled={resend.secondsLeft > 0 || resend.disabled}
        >
          {resend.secondsLeft > 0 ? t('auth.resendIn', { seconds: resend.secondsLeft }) : t('auth.resend')}
        </Button>
        <p className={styles.notice} aria-live="polite">
          {resend.resent ? t('auth.codeResent') : ''}
        </p>
      </div>
      <PasswordField
        ref={refs.password}
        label={t('auth.newPasswordLabel')}
        hint={t('auth.passwordHint')}
        {...field('password')}
        autoComplete="new-password"
      />
      <PasswordField
        ref={refs.confirmPassword}
        label={t('auth.confirmLabel')}
        {...field('confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
