import { isOpenAt, type OpeningHours } from '@sefer/contract/hours-clock';
import { useTranslation } from 'react-i18next';
import styles from './open-status.module.css';

/**
 * A card's "Open now" / "Closed" for a company with opening hours (decision 22), on the Addis clock; nothing for a
 * company without hours, a product or a place. The company page tells more (when it closes or opens).
 */
export function OpenStatus({ hours }: { hours: OpeningHours | null }) {
  const { t } = useTranslation();
  if (!hours) return null;
  const open = isOpenAt(hours, new Date());
  return (
    <span className={open ? styles.open : styles.closed} data-testid="open-status" data-open={open}>
      {t(open ? 'hours.open' : 'hours.closed')}
    </span>
  );
}
