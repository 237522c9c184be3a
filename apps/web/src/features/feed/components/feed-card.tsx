import { cardTags, formatDistanceKm, formatPrice } from '@sefer/contract/format';
import type { FeedItem } from '@sefer/contract/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageIcon, VerifiedIcon } from '../../../components/ui/icons.tsx';
import { Picture } from '../../../components/ui/missing-picture.tsx';
import { OpenStatus } from '../../../components/ui/open-status.tsx';
import { CompanyAvatar } from '../../../components/ui/square-picture.tsx';
import { useTagLabels } from '../../tags/api/get-all-tags.ts';
import { cardImage, EAGER_CARDS, HIGH_PRIORITY_CARDS } from '../lib/card-images.ts';
import { itemPath } from '../lib/item-link.ts';
import { CardActions } from './card-actions.tsx';
import styles from './feed-card.module.css';

/** Image box ratio (height / width) of an item; square when it has no image. */
export function feedItemAspect(item: FeedItem): number {
  return cardImage(item)?.aspect ?? 1;
}

export const feedItemKey = (item: FeedItem) => `${item.type}-${item.id}`;

interface FeedCardProps {
  item: FeedItem;
  /** The card's place in the feed: the first cards are above the fold and load their images at once. */
  index: number;
}

export function FeedCard({ item, index }: FeedCardProps) {
  const { t, i18n } = useTranslation();
  const amharic = i18n.resolvedLanguage === 'am' && Boolean(item.nameAm);
  const name = amharic && item.nameAm ? item.nameAm : item.name;
  const image = cardImage(item);
  const aspect = image?.aspect ?? 1;
  const tags = cardTags(item.tags);
  const tagLabels = useTagLabels();
  const headingId = `card-${feedItemKey(item)}`;
  const path = itemPath(item);

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="feed-card"
      data-index={index}
      data-id={feedItemKey(item)}
    >
      <div className={styles.media} style={{ aspectRatio: `1 / ${aspect}` }} data-testid="card-image-box">
        {image ? (
          // The title is the card's link for keyboards and screen readers; the picture repeats it for
          // pointers only.
          <Link
            to={path}
            className={styles.imageLink}
            tabIndex={-1}
            aria-hidden="true"
            data-testid="card-image-link"
          >
            <Picture
              iconSize={40}
              className={styles.image}
              src={image.src}
              alt={name}
              width={480}
              height={Math.round(480 * aspect)}
              loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={index < HIGH_PRIORITY_CARDS ? 'high' : undefined}
            />
          </Link>
        ) : (
          <ImageIcon className={styles.placeholder} size={40} />
        )}
        <span className={styles.badge}>{t(`feed.type.${item.type}`)}</span>
        {item.osm && (
          <a
            className={styles.osm}
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noreferrer"
          >
            {t('feed.osm')}
          </a>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={headingId}>
          <Link to={path} className={styles.link} lang={amharic ? 'am' : 'en'} data-testid="card-link">
            {name}
          </Link>
          {item.verified && item.type !== 'place' && (
            <VerifiedIcon className={styles.verified} size={16} label={t('feed.verified')} />
          )}
        </h3>
        {item.type !== 'place' && item.companyAt ? (
          <p className={styles.handle}>
            <CompanyAvatar image={item.companyImage} px={20} className={styles.avatar} />
            <span>@{item.companyAt}</span>
          </p>
        ) : (
          item.category && (
            <p className={styles.handle}>{t(`category.${item.category}`, { defaultValue: item.category })}</p>
          )
        )}
        <OpenStatus hours={item.hours} />
        {item.rating !== null && item.ratingCount > 0 && (
          <p className={styles.rating} data-testid="card-rating">
            <span aria-hidden="true">
              ★ {item.rating.toFixed(1)} ({item.ratingCount})
            </span>
            <span className="sr-only">
              {t('feed.rating', { rating: item.rating.toFixed(1), count: item.ratingCount })}
            </span>
          </p>
        )}
        {item.type === 'product' && item.price !== null && (
          <p className={styles.price}>
            <span className="sr-only">{t('feed.price')}: </span>
            {formatPrice(item.price)}
          </p>
        )}
        {tags.length > 0 && tagLabels.ready && (
          <ul className={styles.tags} aria-label={t('feed.tags')}>
            {tags.map((tag) => {
              const label = tagLabels.label(tag);
              return (
                <li key={tag} data-tag={tag} lang={label === tag ? 'en' : 'am'}>
                  #{label}
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.meta}>
          <p className={styles.distance} data-testid="card-distance" data-metres={item.distance}>
            <span className="sr-only">{t('feed.distanceLabel')}: </span>
            {t('feed.km', { km: formatDistanceKm(item.distance) })}
          </p>
          <CardActions item={item} name={name} />
        </div>
      </div>
    </article>
  );
}
