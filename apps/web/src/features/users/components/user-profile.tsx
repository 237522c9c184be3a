import type { UserProfile as Profile } from '@sefer/contract/auth';
import { formatPhoneLocal } from '@sefer/contract/phone-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { SettingsIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserProfile } from '../api/get-user-profile.ts';
import { MyLikes } from './my-likes.tsx';
import styles from './user-profile.module.css';

function displayName(profile: Profile): string | null {
  const name = [profile.firstName, profile.middleName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/**
 * /profile/user (spec §2): name (or "no name yet"), username or phone, Settings, and My Likes.
 */
export function UserProfile({ userId, actions }: { userId: number; actions?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useUserProfile(userId);

  if (profile.isPending) return <Spinner page />;
  if (profile.isError) return <ErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;

  const name = displayName(profile.data);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-name" data-testid="user-profile">
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={36} />
        </span>
        <div className={styles.who}>
          <h1 id="profile-name" className={name ? styles.name : `${styles.name} ${styles.noName}`}>
            {name ?? t('profile.noName')}
          </h1>
          {profile.data.userName && <p className={styles.muted}>@{profile.data.userName}</p>}
          <p className={styles.phone} dir="ltr" data-testid="profile-phone">
            {formatPhoneLocal(profile.data.phone)}
          </p>
        </div>
        <div className={styles.actions}>
          <Link to="/settings" className={styles.button}>
            <SettingsIcon size={18} />
            {t('nav.settings')}
          </Link>
          {actions}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="likes-title">
        <h2 id="likes-title" className={styles.sectionTitle}>
          {t('profile.likesTitle')}
        </h2>
        <MyLikes userId={userId} />
      </section>
    </div>
  );
}
