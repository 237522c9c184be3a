import { useTranslation } from 'react-i18next';
import { HeartIcon } from './icons.tsx';

/**
 * The like toggle of a card or a detail screen: pressed when liked, the count beside the heart, and
 * disabled while the call is in flight. The caller's classes give it its look.
 */
export function LikeButton({
  liked,
  likes,
  name,
  pending,
  onToggle,
  iconSize,
  className,
  likedClassName,
}: {
  liked: boolean;
  likes: number;
  /** What is liked, for the accessible label. */
  name: string;
  pending: boolean;
  onToggle: () => void;
  iconSize: number;
  className: string | undefined;
  likedClassName: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={[className, liked && likedClassName].filter(Boolean).join(' ')}
      aria-pressed={liked}
      aria-label={t('like.label', { name })}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onToggle}
      data-testid="like-button"
    >
      <HeartIcon size={iconSize} fill={liked ? 'currentColor' : 'none'} />
      <span aria-hidden="true" data-testid="like-count">
        {likes}
      </span>
      <span className="sr-only">{t('feed.likes', { count: likes })}</span>
    </button>
  );
}
