import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShareIcon } from '../../../components/ui/icons.tsx';
import { LikeButton } from '../../../components/ui/like-button.tsx';
import { useShareLink } from '../../feed/hooks/use-share-link.ts';
import { type Detail, useToggleDetailLike } from '../../likes/api/like-detail.ts';
import { detailPath } from '../lib/paths.ts';
import styles from './detail-actions.module.css';

/** Like (signed in; a visitor is sent to log in and back) and share (copies this screen's link). */
export function DetailActions({
  subject,
  name,
  loginHref,
  signedIn,
}: {
  subject: Detail;
  name: string;
  loginHref: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const like = useToggleDetailLike(subject);

  const toggleLike = () => {
    if (!signedIn) return void navigate(loginHref);
    if (!like.isPending) like.mutate(!subject.isLiked);
  };
  const shareLink = useShareLink();

  return (
    <div className={styles.actions}>
      <LikeButton
        liked={subject.isLiked}
        likes={subject.likes}
        name={name}
        pending={like.isPending}
        onToggle={toggleLike}
        iconSize={20}
        className={styles.action}
        likedClassName={styles.liked}
      />
      <button
        type="button"
        className={styles.action}
        aria-label={t('share.label', { name })}
        onClick={() => void shareLink(detailPath(subject.type, subject.id))}
        data-testid="share-button"
      >
        <ShareIcon size={20} />
        <span aria-hidden="true">{t('details.share')}</span>
      </button>
    </div>
  );
}
