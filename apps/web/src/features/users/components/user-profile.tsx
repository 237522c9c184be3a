import type { UserProfile as Profile } from '@sefer/contract/auth';
import { formatPhoneLocal } from '@sefer/contract/phone-format';
import { SCREENS } from '@sefer/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { BriefcaseIcon, SettingsIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/dates/calendar-date.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { displayName } from '../lib/display-name.ts';
import { ProfilePicture } from './profile-picture.tsx';
import styles from './user-profile.module.css';

/** Bio, gender and birth date, when the member gave any (the birth date in the page's calendar). */
function AboutYou({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'am' ? 'am' : 'en';
  const facts = [
    profile.gender && t(`users.gender.${profile.gender}`),
    profile.birthDate && t('users.born', { date: formatCalendarDate(profile.birthDate, language) }),
  ].filter(Boolean);
  if (!profile.bio && facts.length === 0) return null;
  return (
    <div className={styles.about} data-testid="about-you">
      {profile.bio && <p className={styles.bio}>{profile.bio}</p>}
      {facts.length > 0 && <p className={styles.muted}>{facts.join(' · ')}</p>}
    </div>
  );
}

/**
 * /profile/user (spec §2): the picture (Change Picture), name (or "no name yet"), username, phone, what the member
 * said about themselves, Edit Profile, Settings, and My Likes.
 */
/** `likes`: the member's liked items (the likes feature's list), shown under the profile. */
export function UserProfile({
  userId,
  actions,
  likes,
}: {
  userId: number;
  actions?: ReactNode;
  likes: ReactNode;
}) {
  const { t } = useTranslation();
  const profile = useUserProfile(userId);

  if (profile.isPending) return <Spinner page />;
  if (profile.isError) return <ErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;

  const name = displayName(profile.data);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-name" data-testid="user-profile">
        <ProfilePicture profile={profile.data} />
        <div className={styles.who}>
          <h1 id="profile-name" className={name ? styles.name : `${styles.name} ${styles.noName}`}>
            {name ?? t('users.noName')}
          </h1>
          {profile.data.userName && <p className={styles.muted}>@{profile.data.userName}</p>}
          <p className={styles.phone} dir="ltr" data-testid="profile-phone">
            {formatPhoneLocal(profile.data.phone)}
          </p>
        </div>
        <AboutYou profile={profile.data} />
        <div className={styles.actions}>
          <Link to="/profile/user/update" className={styles.button}>
            <UserIcon size={18} />
            {t('users.editProfile')}
          </Link>
          <Link to={SCREENS.settings} className={styles.button}>
            <SettingsIcon size={18} />
            {t('nav.settings')}
          </Link>
          {/* The owner's area: phones also reach it from the bottom navigation, desktops from here. */}
          <Link to="/profile/company" className={styles.button}>
            <BriefcaseIcon size={18} />
            {t('nav.company')}
          </Link>
          {actions}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="likes-title">
        <h2 id="likes-title" className={styles.sectionTitle}>
          {t('users.likesTitle')}
        </h2>
        {likes}
      </section>
    </div>
  );
}
