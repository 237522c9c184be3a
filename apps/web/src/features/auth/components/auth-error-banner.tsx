import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../lib/error-message.ts';
import styles from './auth-form.module.css';

/** The shared banner of the sign-in screens: the translated message of the last failure. */
export function AuthErrorBanner({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={styles.banner} role="alert" data-testid="auth-error">
      {authErrorMessage(t, error)}
    </p>
  );
}
