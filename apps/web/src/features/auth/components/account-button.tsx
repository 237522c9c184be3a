import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountAvatar } from '../../../components/ui/account-avatar.tsx';
import { useSession } from '../hooks/use-session.ts';
import styles from './account-button.module.css';
import { LogoutButton } from './logout-button.tsx';

/** Desktop top bar: the profile link and Log out when signed in, Log in when not (spec §2). */
export function AccountButton() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) {
    return (
      <Link to={SCREENS.login} className={styles.login}>
        {t('auth.login')}
      </Link>
    );
  }
  return (
    <div className={styles.group}>
      <Link
        to="/profile/user"
        className={styles.avatar}
        aria-label={t('profile.title')}
        aria-current={pathname === '/profile/user' ? 'page' : undefined}
      >
        <AccountAvatar userId={session.userId} />
      </Link>
      <LogoutButton />
    </div>
  );
}
