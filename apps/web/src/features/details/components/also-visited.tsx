import { formatPrice } from '@sefer/contract/format';
import type { FeedItemType } from '@sefer/contract/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SquarePicture } from '../../../components/ui/square-picture.tsx';
import { localText } from '../../../lib/local-text.ts';
import { useAlsoVisited } from '../../views/api/get-also-visited.ts';
import { detailPath } from '../lib/paths.ts';
import styles from './also-visited.module.css';
import page from './detail-page.module.css';

/** "People who viewed this item also visited" (co-viewing); hidden while empty or failed. */
export function AlsoVisited({ type, id }: { type: FeedItemType; id: number }) {
  const { t, i18n } = useTranslation();
  const list = useAlsoVisited(type, id);
  const amharic = i18n.resolvedLanguage === 'am';
  const items = list.data?.items ?? [];
  if (list.isError || (list.isSuccess && items.length === 0)) return null;

  return (
    <section className={page.card} aria-labelledby="also-title" data-testid="also-visited">
      <h2 id="also-title" className={page.sectionTitle}>
        {t('details.alsoVisited')}
      </h2>
      <ul className={styles.list} aria-busy={list.isPending || undefined}>
        {list.isPending
          ? Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders.
              <li key={i} className={styles.placeholder} aria-hidden="true" />
            ))
          : items.map((item) => {
              const title = amharic && item.titleAm ? item.titleAm : item.title;
              const owner = localText(amharic, item.companyName, item.companyNameAm);
              return (
                <li key={`${item.type}-${item.id}`}>
                  <Link
                    className={styles.item}
                    to={detailPath(item.type, item.id)}
                    data-testid="also-visited-item"
                  >
                    <span className={styles.media}>
                      <SquarePicture image={item.image} variant="thumb" px={64} iconSize={24} />
                    </span>
                    <span className={styles.text}>
                      <span className={styles.title} lang={amharic && item.titleAm ? 'am' : 'en'}>
                        {title}
                      </span>
                      <span className={styles.meta}>
                        {t(`feed.type.${item.type}`)}
                        {owner && (
                          <>
                            {' · '}
                            <span lang={owner.lang}>{owner.text}</span>
                          </>
                        )}
                        {item.price !== null && ` · ${formatPrice(item.price)}`}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
