import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../lib/local-text.ts';
import styles from './about-section.module.css';
import page from './detail-page.module.css';
import { TagList } from './tag-list.tsx';

/**
 * "About" on a detail screen: the description (in the page's language when the owner wrote it, else the other,
 * marked with its `lang`) and the tags; nothing when there is neither.
 */
export function AboutSection({ description, tags }: { description: LocalText | null; tags: string[] }) {
  const { t } = useTranslation();
  if (!description && tags.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="about-title">
      <h2 id="about-title" className={page.sectionTitle}>
        {t('details.about')}
      </h2>
      {description && (
        <p className={page.description} lang={description.lang} data-testid="detail-description">
          {description.text}
        </p>
      )}
      <div className={styles.tags}>
        <TagList tags={tags} />
      </div>
    </section>
  );
}
