import '../../../features/users/lib/users-strings.ts';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../../features/auth/components/logout-button.tsx';
import { useSession } from '../../../features/auth/hooks/use-session.ts';
import { MyLikes } from '../../../features/likes/components/my-likes.tsx';
import { UserProfile } from '../../../features/users/components/user-profile.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** /profile/user, behind the protected wrapper (so the session is there). */
export function ProfileHomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const session = useSession();
  if (!session) return null;
  return (
    <div className={page.narrow}>
      <UserProfile
        userId={session.userId}
        actions={<LogoutButton />}
        likes={<MyLikes userId={session.userId} />}
      />
    </div>
  );
}
