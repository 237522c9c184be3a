import { formatPhoneLocal } from '@sefer/contract/phone-format';
import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../hooks/use-session.ts';
import styles from './account-settings.module.css';
import { LogoutButton } from './logout-button.tsx';

/** The account section of /settings: Log in when signed out; the phone and Log out when signed in. */
export function AccountSettings() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className={styles.section} aria-labelledby="account-title" data-testid="account-settings">
      <h2 id="account-title" className={styles.title}>
        {t('settings.account')}
      </h2>
      {session ? (
        <div className={styles.row}>
          <p>
            {t('settings.signedInAs')}{' '}
            {session.phone ? <strong dir="ltr">{formatPhoneLocal(session.phone)}</strong> : null}
          </p>
          <LogoutButton />
        </div>
      ) : (
        <div className={styles.row}>
          <p className={styles.muted}>{t('settings.signedOut')}</p>
          <Link to={SCREENS.login} className={styles.login}>
            {t('auth.login')}
          </Link>
        </div>
      )}
    </section>
  );
}
