import { COMPANY_MAX_TAGS } from '@sefer/contract/constants';
import type { Tag } from '@sefer/contract/search';
import { type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllTags } from '../../features/tags/api/get-all-tags.ts';
import { ErrorMessage } from '../ui/error-message.tsx';
import { Spinner } from '../ui/spinner.tsx';
import styles from './tag-picker.module.css';

interface TagPickerProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Translated message of the problem, if any. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const labelOf = (tag: Tag | undefined, name: string, amharic: boolean) =>
  amharic && tag?.labelAm ? tag.labelAm : name;

/**
 * The business's tags, chosen from the known ones (`GET /api/home/alltags`), at most 10: the chosen ones
 * as removable chips, then a searchable checklist. Labels in Amharic on Amharic pages, as Explore shows them.
 */
export function TagPicker({ value, onChange, error, ref }: TagPickerProps) {
  const { t, i18n } = useTranslation();
  const amharic = i18n.resolvedLanguage === 'am';
  const tags = useAllTags();
  const [filter, setFilter] = useState('');
  const id = useId();
  const byName = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.tag, tag])), [tags.data]);
  const full = value.length >= COMPANY_MAX_TAGS;
  const text = filter.trim().toLowerCase();
  const shown = (tags.data ?? []).filter(
    (tag) => !text || tag.tag.includes(text) || (tag.labelAm ?? '').includes(filter.trim()),
  );
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((chosen) => chosen !== name));

  return (
    <fieldset className={styles.picker} aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('company.tags.legend', { max: COMPANY_MAX_TAGS })}</legend>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={t('company.tags.chosenLabel')}>
          {value.map((name) => {
            const label = labelOf(byName.get(name), name, amharic);
            return (
              <li key={name}>
                <button
                  type="button"
                  className={styles.chip}
                  onClick={() => toggle(name, false)}
                  aria-label={t('company.tags.remove', { tag: label })}
                >
                  #{label} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {full
          ? t('company.tags.full', { max: COMPANY_MAX_TAGS })
          : t('company.tags.chosen', { count: value.length, max: COMPANY_MAX_TAGS })}
      </p>
      <label htmlFor={`${id}-filter`} className={styles.filterLabel}>
        {t('company.tags.search')}
      </label>
      <input
        ref={ref}
        id={`${id}-filter`}
        type="search"
        className={styles.filter}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
      />
      {tags.isPending && <Spinner />}
      {tags.isError && <ErrorMessage error={tags.error} onRetry={() => void tags.refetch()} />}
      {tags.data && (
        <div className={styles.list} data-testid="tag-options">
          {shown.length === 0 && (
            <p className={styles.count}>{t('company.tags.noMatch', { text: filter })}</p>
          )}
          {shown.map((tag) => {
            const checked = value.includes(tag.tag);
            const label = labelOf(tag, tag.tag, amharic);
            return (
              <label key={tag.tag} className={styles.option} data-tag={tag.tag}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(e) => toggle(tag.tag, e.target.checked)}
                />
                <span lang={label === tag.tag ? 'en' : 'am'}>#{label}</span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
