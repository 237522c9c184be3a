import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import styles from './back-bar.module.css';

/** Title of a secondary screen with a go-back button (home when there is no history to go back to). */
export function BackBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')}>
        <ArrowLeftIcon size={22} />
      </button>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
