import { useTranslation } from 'react-i18next';
import styles from './about-section.module.css';
import page from './detail-page.module.css';
import { TagList } from './tag-list.tsx';

/** "About" on a detail screen: the description and the tags; nothing when there is neither. */
export function AboutSection({ description, tags }: { description: string | null; tags: string[] }) {
  const { t } = useTranslation();
  if (!description && tags.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="about-title">
      <h2 id="about-title" className={page.sectionTitle}>
        {t('details.about')}
      </h2>
      {description && <p className={page.description}>{description}</p>}
      <div className={styles.tags}>
        <TagList tags={tags} />
      </div>
    </section>
  );
}
