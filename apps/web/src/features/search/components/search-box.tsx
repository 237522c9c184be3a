import { SCREENS } from '@sefer/contract/routes';
import type { Suggestion } from '@sefer/contract/search';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { FOCUS_RESULTS_STATE, parseSearchParams, searchPath } from '../../../lib/search-params.ts';
import type { Origin } from '../api/get-suggestions.ts';
import { moveActive } from '../lib/combobox-keys.ts';
import styles from './search-box.module.css';

// The home route carries the top bar, so only the form and the keyboard handling load with it; the
// suggestion fetching and the options load on the first focus or keystroke (DESIGN §3 budget).
const loadOptions = () => import('./suggestion-options.tsx');
const SuggestionOptions = lazy(() => loadOptions().then((m) => ({ default: m.SuggestionOptions })));

const NO_OPTIONS: readonly Suggestion[] = [];

/**
 * The top bar's search box: an ARIA 1.2 combobox (an input with a listbox popup). Typing asks for
 * suggestions (non-blank keys, 10 ms debounce); arrow keys move through them, Enter or a click
 * chooses one and searches for it, Escape closes the list (and clears the text when it is closed).
 * Submitting searches for the text; a blank key does nothing (spec §5). On /search the box shows
 * the key that was searched.
 */
export function SearchBox({ origin }: { origin: Origin }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = matchPath(SCREENS.search, pathname) ? parseSearchParams(new URLSearchParams(search)) : null;
  const urlKey = current?.key ?? '';

  const [value, setValue] = useState(urlKey);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState(NO_OPTIONS);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  // A new search (a link, Back, a chip elsewhere) shows its key in the box.
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    setValue(urlKey);
    setOpen(false);
  }

  const expanded = open && options.length > 0;
  const onOptions = useCallback((next: readonly Suggestion[]) => {
    setOptions(next);
    setActive(-1);
  }, []);

  const go = (key: string) => {
    setOpen(false);
    setActive(-1);
    // Pushed: Back returns to the page the search started from (the same search again is not a new
    // entry). The chosen type and sort stay. The results take the focus, which on a phone also puts the keyboard
    // away from them.
    const path = searchPath({ key, ...(current ? { type: current.type, sortBy: current.sortBy } : {}) });
    void navigate(path, { replace: path === `${pathname}${search}`, state: FOCUS_RESULTS_STATE });
  };
  const choose = (option: Suggestion) => {
    setValue(option.title);
    go(option.title);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = value.trim();
    if (key) go(key);
    else input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = moveActive(event.key, active, options.length);
    if (next !== null) {
      event.preventDefault();
      setOpen(true);
      setActive(next);
      return;
    }
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself (no wrapper element).
    <form className={styles.form} role="search" onSubmit={onSubmit} data-testid="search-form">
      <input
        ref={input}
        className={styles.input}
        type="search"
        name="key"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setEnhanced(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setEnhanced(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button className={styles.submit} type="submit" aria-label={t('search.submit')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        className={styles.list}
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
      >
        {enhanced && (
          <Suspense fallback={null}>
            <SuggestionOptions
              value={value.trim()}
              origin={origin}
              active={expanded ? active : -1}
              optionId={optionId}
              onOptions={onOptions}
              onChoose={choose}
              onHover={setActive}
            />
          </Suspense>
        )}
      </div>
    </form>
  );
}
