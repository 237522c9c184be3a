import { formatPhoneLocal } from '@sefer/contract/phone-format';
import { screenPath } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReturnTo } from '../hooks/use-return-to.ts';
import { withReturnTo } from '../lib/return-to.ts';
import styles from './auth-form.module.css';

/** The number a sign-in step is for, after `label`; when `changeable`, the link back to the login screen to change it. */
export function FlowPhone({
  label,
  e164,
  changeable = false,
}: {
  label: string;
  e164: string;
  changeable?: boolean;
}) {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  return (
    <p className={styles.phone}>
      <span>
        {label} <strong dir="ltr">{formatPhoneLocal(e164)}</strong>
      </span>
      {changeable && (
        <Link to={withReturnTo(screenPath('login'), returnTo)} aria-label={t('auth.changePhone')}>
          {t('auth.change')}
        </Link>
      )}
    </p>
  );
}
