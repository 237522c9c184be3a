import { formatDistanceKm, formatPrice } from '@sefer/contract/format';
import type { SearchResult } from '@sefer/contract/search';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedIcon } from '../../../components/ui/icons.tsx';
import { OpenStatus } from '../../../components/ui/open-status.tsx';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { isEthiopic, resultPath } from '../lib/result-display.ts';
import styles from './search-results.module.css';

/** The square picture box: 72 px, reserved before the thumbnail arrives. */
const THUMB_PX = 72;

/**
 * One search result (spec §3): picture, title and owner name (each in Amharic when the page is and the result has
 * one), handle, verified mark, type, rating, distance, price and, for a company with hours, Open now / Closed; the
 * row opens the detail screen.
 */
export function SearchResultRow({ result }: { result: SearchResult }) {
  const { t, i18n } = useTranslation();
  const amharic = i18n.resolvedLanguage === 'am';
  const title = amharic && result.titleAm ? result.titleAm : result.title;
  const owner = amharic && result.ownerNameAm ? result.ownerNameAm : result.ownerName;
  return (
    <li>
      <Link
        to={resultPath(result)}
        className={styles.row}
        data-testid="search-result"
        data-id={`${result.type}-${result.id}`}
        data-rating={result.rating ?? ''}
        data-metres={result.distance}
      >
        <span className={styles.thumb}>
          <SquarePicture image={result.subjectImage} variant="thumb" px={THUMB_PX} iconSize={28} />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>
            <span lang={isEthiopic(title) ? 'am' : 'en'}>{title}</span>
            {result.verified && (
              <VerifiedIcon className={styles.verified} size={16} label={t('search.verified')} />
            )}
          </span>
          {(owner || result.ownerUsername) && (
            <span className={styles.owner}>
              {/* A company is its own owner: its name is the title already. */}
              {owner && result.type !== 'company' && (
                <span lang={isEthiopic(owner) ? 'am' : 'en'}>{owner} </span>
              )}
              {result.ownerUsername && <span className={styles.handle}>@{result.ownerUsername}</span>}
            </span>
          )}
          <span className={styles.meta}>
            <span className={styles.type}>{t(`search.type.${result.type}`)}</span>
            {result.rating !== null && (
              <span data-testid="result-rating">
                <span className="sr-only">{t('search.rating')}: </span>
                <span aria-hidden="true">★ </span>
                {result.rating.toFixed(1)}
              </span>
            )}
            <span data-testid="result-distance">
              <span className="sr-only">{t('search.distance')}: </span>
              {t('search.km', { km: formatDistanceKm(result.distance) })}
            </span>
            {result.price !== null && (
              <span className={styles.price}>
                <span className="sr-only">{t('search.price')}: </span>
                {formatPrice(result.price)}
              </span>
            )}
            {result.osm && <span className={styles.osm}>{t('feed.osm')}</span>}
            <OpenStatus hours={result.hours} />
          </span>
        </span>
      </Link>
    </li>
  );
}
