import { PASSWORD_MIN_LENGTH } from '@sefer/contract/constants';
import { screenPath } from '@sefer/contract/routes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { login } from '../api/login.ts';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { readFlow } from '../lib/flow-state.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import styles from './auth-form.module.css';
import { FlowPhone } from './flow-phone.tsx';
import { ForgotPasswordLink } from './forgot-password-link.tsx';
import { SubmitRow } from './submit-row.tsx';

/**
 * /auth/login/enterPassword: password and remember me, and "Forgot password?"; then the pending target or
 * /profile/user.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [flow] = useState(readFlow);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { busy, error, run } = useSubmit();

  if (!flow) return <Navigate to={withReturnTo(screenPath('login'), returnTo)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError('errors.invalid_password');
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(null);
    void run(async () => {
      await login({ phone: flow.e164, password, remember });
      await navigate(returnTo ?? '/profile/user', { replace: true });
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FlowPhone label={t('auth.phoneFor')} e164={flow.e164} changeable />
      <AuthErrorBanner error={error} />
      {/* Lets password managers pair the password with the account. */}
      <input type="text" name="username" autoComplete="username" value={flow.e164} readOnly hidden />
      <PasswordField
        ref={passwordRef}
        label={t('auth.passwordLabel')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError ? t(passwordError) : null}
      />
      <div className={styles.row}>
        <CheckboxField
          label={t('auth.rememberMe')}
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <ForgotPasswordLink returnTo={returnTo} />
      </div>
      <SubmitRow busy={busy}>{t('auth.login')}</SubmitRow>
    </form>
  );
}
