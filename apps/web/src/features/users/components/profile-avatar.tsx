import { Avatar } from '../../../components/ui/avatar.tsx';
import { useUserProfile } from '../api/get-user-profile.ts';

/**
 * The signed-in member's avatar: their picture, else the initials of their first and last names. The default
 * export of a lazy chunk (account-avatar.tsx).
 */
export default function ProfileAvatar({ userId, size }: { userId: number; size: number }) {
  const profile = useUserProfile(userId).data;
  return (
    <Avatar
      image={profile?.imageFile}
      name={profile && `${profile.firstName ?? ''} ${profile.lastName ?? ''}`}
      size={size}
    />
  );
}
