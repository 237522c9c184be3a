import { LINK_COPIED_MS } from '@sefer/contract/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ShareIcon } from '../../../components/ui/icons.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { LikeButton } from '../../feed/components/like-button.tsx';
import { copyText } from '../../feed/lib/item-link.ts';
import { type Detail, useToggleDetailLike } from '../api/like-detail.ts';
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
  const share = async () => {
    const url = new URL(detailPath(subject.type, subject.id), window.location.origin).href;
    const copied = await copyText(url);
    showToast(copied ? t('share.copied') : t('share.failed'), LINK_COPIED_MS);
  };

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
        onClick={() => void share()}
        data-testid="share-button"
      >
        <ShareIcon size={20} />
        <span aria-hidden="true">{t('details.share')}</span>
      </button>
    </div>
  );
}
