import { ACTIVATION_CODE_LENGTH } from '@sefer/contract/constants';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import styles from './auth-form.module.css';

type Field = 'code' | 'password' | 'confirm';

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
  const error = (field: Field) => (errors[field] ? t(errors[field]) : null);
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        ref={refs.code}
        label={t('auth.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={ACTIVATION_CODE_LENGTH}
        value={values.code}
        onChange={(e) => onChange('code', e.target.value.replace(/\D/g, ''))}
        error={error('code')}
        required
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
      <TextField
        ref={refs.password}
        label={t('auth.newPasswordLabel')}
        hint={t('auth.passwordHint')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        error={error('password')}
        required
      />
      <TextField
        ref={refs.confirm}
        label={t('auth.confirmLabel')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => onChange('confirm', e.target.value)}
        error={error('confirm')}
        required
      />
    </>
  );
}
