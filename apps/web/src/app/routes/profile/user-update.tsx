import '../../../features/users/lib/users-strings.ts';
import { useTranslation } from 'react-i18next';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { useUserProfile } from '../../../features/users/api/get-user-profile.ts';
import { AboutYouForm } from '../../../features/users/components/about-you-form.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

function AboutYouScreen({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const profile = useUserProfile(userId);
  if (profile.isPending) return <Spinner page label={t('common.loading')} />;
  if (profile.isError) return <ErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;
  // Keyed by the account: the form starts from the profile once, and a background refresh never undoes a change.
  return <AboutYouForm key={profile.data.id} profile={profile.data} />;
}

/** /profile/user/update: the 'About you' form (spec §2), behind the protected wrapper. */
export function ProfileUpdateRoute() {
  const { t } = useTranslation();
  const title = t('users.aboutTitle');
  useDocumentTitle(title);
  const session = useSession();
  if (!session) return null;
  return (
    <div className={page.narrow}>
      <BackBar title={title} fallback="/profile/user" />
      <AboutYouScreen userId={session.userId} />
    </div>
  );
}
