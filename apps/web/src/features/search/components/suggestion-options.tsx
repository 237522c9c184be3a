import { AUTOCOMPLETE_DEBOUNCE_MS } from '@sefer/contract/constants';
import type { Suggestion } from '@sefer/contract/search';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTagLabels } from '../../tags/api/get-all-tags.ts';
import { type Origin, useSuggestions } from '../api/get-suggestions.ts';
import { isEthiopic } from '../lib/result-display.ts';
import styles from './search-box.module.css';

const NONE: readonly Suggestion[] = [];

/**
 * The options of the top bar's autocomplete (loaded on first use): asks `/api/v2/search/auto` for the
 * key once it has been still for 10 ms, reports the options to the box (which owns the keyboard) and
 * renders them. A blank key asks nothing and shows nothing. A tag reads as the page does: on Amharic pages by its
 * Amharic label, whatever script the key was typed in (choosing it searches for the label, which the API reads as the
 * tag).
 */
export function SuggestionOptions({
  value,
  origin,
  active,
  optionId,
  onOptions,
  onChoose,
  onHover,
}: {
  value: string;
  origin: Origin;
  active: number;
  optionId: (index: number) => string;
  onOptions: (options: readonly Suggestion[]) => void;
  onChoose: (option: Suggestion) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const key = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestions = useSuggestions(key, origin);
  const { label } = useTagLabels();
  // While the next key's answer is on its way the previous options stay (no flicker on every letter).
  const answer = value !== '' ? (suggestions.data ?? NONE) : NONE;
  const options = useMemo(
    () =>
      answer.map((option) =>
        option.type === 'tag' && label(option.tag) !== option.tag
          ? { ...option, title: `#${label(option.tag)}` }
          : option,
      ),
    [answer, label],
  );

  useEffect(() => onOptions(options), [options, onOptions]);
  // The active option stays in view when the list scrolls (small screens, long titles).
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  return options.map((option, index) => (
    // The options stay out of the tab order and keys go to the input (aria-activedescendant, ARIA 1.2
    // combobox); a click chooses.
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      key={option.type === 'tag' ? `tag-${option.tag}` : `${option.type}-${option.id}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      data-testid="search-suggestion"
      // Keep the focus in the input: choosing happens on click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && onHover(index)}
      onClick={() => onChoose(option)}
    >
      <span className={styles.title} lang={isEthiopic(option.title) ? 'am' : undefined}>
        {option.title}
      </span>
      <span className={styles.type}>{t(`search.type.${option.type}`)}</span>
    </div>
  ));
}
