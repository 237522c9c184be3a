import { LikeShareButtons } from '../../../components/ui/like-share-buttons.tsx';
import { type Detail, useToggleDetailLike } from '../../likes/api/like-detail.ts';
import styles from './detail-actions.module.css';

/** Like and share of a detail screen (`loginHref`: log in and come back; null when signed in). */
export function DetailActions({
  subject,
  name,
  loginHref,
}: {
  subject: Detail;
  name: string;
  loginHref: string | null;
}) {
  const like = useToggleDetailLike(subject);
  return (
    <div className={styles.actions}>
      <LikeShareButtons subject={subject} name={name} like={like} loginHref={loginHref} look="screen" />
    </div>
  );
}
