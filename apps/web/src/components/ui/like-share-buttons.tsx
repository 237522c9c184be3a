import { LINK_COPIED_MS } from '@sefer/contract/constants';
import { detailPath } from '@sefer/contract/routes';
import type { FeedItemType } from '@sefer/contract/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../lib/copy-text.ts';
import { HeartIcon, ShareIcon } from './icons.tsx';
import styles from './like-share-buttons.module.css';
import { showToast } from './toast.tsx';

/**
 * The like toggle and the share button of a card (`look` card: small, icons only) or of a detail screen (screen:
 * outlined, with the word Share), spec §4. Liking takes an account: a signed-out visitor goes to `loginHref` instead;
 * the toggle is pressed when liked, shows the count beside the heart and is disabled while the call is in flight.
 * Share copies the full link of the subject's detail screen and says whether it worked ("Link copied").
 */
export function LikeShareButtons({
  subject,
  name,
  like,
  loginHref,
  look,
}: {
  subject: { type: FeedItemType; id: number; isLiked: boolean; likes: number };
  /** What is liked and shared, for the accessible labels. */
  name: string;
  /** The subject's like call; `mutate` takes the state after the press. */
  like: { isPending: boolean; mutate: (liked: boolean) => void };
  /** Log in, then come back; null when signed in. */
  loginHref: string | null;
  look: 'card' | 'screen';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLiked, likes } = subject;
  const iconSize = look === 'card' ? 18 : 20;

  const toggle = () => {
    if (loginHref !== null) return void navigate(loginHref);
    if (!like.isPending) like.mutate(!isLiked);
  };
  const share = async () => {
    const link = new URL(detailPath(subject.type, subject.id), window.location.origin).href;
    showToast((await copyText(link)) ? t('share.copied') : t('share.failed'), LINK_COPIED_MS);
  };

  return (
    <>
      <button
        type="button"
        className={isLiked ? `${styles[look]} ${styles.liked}` : styles[look]}
        aria-pressed={isLiked}
        aria-label={t('like.label', { name })}
        disabled={like.isPending}
        aria-busy={like.isPending || undefined}
        onClick={toggle}
        data-testid="like-button"
      >
        <HeartIcon size={iconSize} fill={isLiked ? 'currentColor' : 'none'} />
        <span aria-hidden="true" data-testid="like-count">
          {likes}
        </span>
        <span className="sr-only">{t('feed.likes', { count: likes })}</span>
      </button>
      <button
        type="button"
        className={styles[look]}
        aria-label={t('share.label', { name })}
        onClick={() => void share()}
        data-testid="share-button"
      >
        <ShareIcon size={iconSize} />
        {look === 'screen' && <span aria-hidden="true">{t('details.share')}</span>}
      </button>
    </>
  );
}
