import { isErrorKey } from '@sefer/contract/errors';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './error-message.module.css';

/** The translated message of a failure (spec §8 key), with an optional Retry. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const key =
    typeof error === 'object' && error !== null && 'key' in error && isErrorKey(error.key)
      ? error.key
      : 'general_response_error';
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{t(`errors.${key}`)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
