import { decodeImage, imageUrl } from '@sefer/contract/image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { tagSearchPath } from '../../../lib/search-params.ts';
import { useAllTags } from '../../tags/api/get-all-tags.ts';
import { groupTags } from '../lib/tag-groups.ts';
import styles from './tag-directory.module.css';

/**
 * /explore: every tag under its category heading; a tag opens search with key '#tag' (spec §2), in Amharic by its
 * Amharic label, which the API reads as the tag: the search shows the tag as it was tapped.
 */
export function TagDirectory() {
  const { t, i18n } = useTranslation();
  const tags = useAllTags();
  const amharic = i18n.resolvedLanguage === 'am';

  if (tags.isPending) return <Spinner page label={t('common.loading')} />;
  if (tags.isError) return <ErrorMessage error={tags.error} onRetry={() => void tags.refetch()} />;

  return (
    <div className={styles.groups} data-testid="tag-directory">
      {groupTags(tags.data).map(({ category, tags: list }) => (
        <section key={category} className={styles.group} aria-labelledby={`explore-${category}`}>
          <h2 id={`explore-${category}`} className={styles.heading}>
            {t(`category.${category}`, { defaultValue: category })}
          </h2>
          <ul className={styles.tags}>
            {list.map(({ tag, labelAm, image }) => {
              const label = amharic && labelAm ? labelAm : tag;
              return (
                <li key={tag}>
                  <Link to={tagSearchPath(label)} className={styles.tag} data-tag={tag}>
                    <span className={styles.picture}>
                      {image && (
                        <img
                          src={imageUrl(decodeImage(image).fileName, 'thumb')}
                          alt=""
                          width={40}
                          height={40}
                          loading="lazy"
                          decoding="async"
                        />
                      )}
                    </span>
                    <span lang={label === tag ? 'en' : 'am'}>#{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
