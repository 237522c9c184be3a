import { CONTENT_TYPES, SORT_OPTIONS } from '@sefer/contract/constants';
import type { SearchContentType, SearchSort } from '@sefer/contract/search';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-controls.module.css';

/**
 * The type chips (ALL, COMPANIES, PRODUCTS, PLACES: toggle buttons, one pressed), beside them OPEN NOW (a toggle of
 * its own: only companies and products open now, decision 22), and the sort choice.
 */
export function SearchControls({
  type,
  sortBy,
  open,
  onType,
  onSort,
  onOpen,
}: {
  type: SearchContentType;
  sortBy: SearchSort;
  open: boolean;
  onType: (type: SearchContentType) => void;
  onSort: (sortBy: SearchSort) => void;
  onOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.chips}>
        <legend className="sr-only">{t('search.typesLabel')}</legend>
        {CONTENT_TYPES.map((x) => (
          <button
            key={x}
            type="button"
            className={styles.chip}
            aria-pressed={x === type}
            onClick={() => x !== type && onType(x)}
            data-testid={`search-chip-${x}`}
          >
            {t(`search.types.${x}`)}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.chip} ${styles.openChip}`}
          aria-pressed={open}
          onClick={() => onOpen(!open)}
          data-testid="search-chip-open"
        >
          {t('hours.open')}
        </button>
      </fieldset>
      <div className={styles.sort}>
        <label htmlFor={sortId}>{t('search.sortLabel')}</label>
        <select
          id={sortId}
          className={styles.select}
          value={sortBy}
          onChange={(event) => {
            const next = SORT_OPTIONS.find((x) => x === event.target.value);
            if (next) onSort(next);
          }}
        >
          {SORT_OPTIONS.map((x) => (
            <option key={x} value={x}>
              {t(`search.sort.${x}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
