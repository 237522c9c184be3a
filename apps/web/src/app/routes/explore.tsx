import { useTranslation } from 'react-i18next';
import { TagDirectory } from '../../features/search/components/tag-directory.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './page.module.css';

/** /explore: all tags grouped by category (spec §2). */
export function ExploreRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('explore.title'));
  return (
    <div className={styles.narrow}>
      <h1>{t('explore.title')}</h1>
      <p className={styles.muted}>{t('explore.intro')}</p>
      <TagDirectory />
    </div>
  );
}
