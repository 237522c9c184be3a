import { lazy, Suspense } from 'react';
import { UserIcon } from './icons.tsx';

// The picture or initials load with their own small chunk, after the first paint: the home route's first load
// stays within its budget (DESIGN §3), and a visitor never downloads them.
const ProfileAvatar = lazy(() => import('../../features/users/components/profile-avatar.tsx'));

/** The top bar's avatar of the signed-in member (a person icon until it has loaded). */
export function AccountAvatar({ userId }: { userId: number }) {
  return (
    <Suspense fallback={<UserIcon size={20} />}>
      <ProfileAvatar userId={userId} size={40} />
    </Suspense>
  );
}
