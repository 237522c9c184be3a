import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PinIcon } from '../../../components/ui/icons.tsx';
import styles from './logo.module.css';

/** The wordmark: "Sefer" in English, "ሰፈር" in Amharic (so English pages need no Ethiopic font). */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.logo} aria-label={t('app.home')}>
      <span className={styles.mark} aria-hidden="true">
        <PinIcon size={18} strokeWidth={2.5} />
      </span>
      <span className={styles.word}>{t('app.name')}</span>
    </Link>
  );
}
