import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeFeedTab } from '../api/home-requests.ts';
import styles from './feed-tabs.module.css';

export const tabId = (tab: HomeFeedTab) => `feed-tab-${tab}`;
export const panelId = (tab: HomeFeedTab) => `feed-panel-${tab}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function FeedTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly HomeFeedTab[];
  selected: HomeFeedTab;
  onSelect: (tab: HomeFeedTab) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<HomeFeedTab, HTMLButtonElement>());

  // On a phone the row scrolls sideways: the selected tab is scrolled wholly into it (a tapped tab at the edge, or
  // End, left it cut off). Only the row scrolls, never the page.
  useEffect(() => {
    const tab = refs.current.get(selected);
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const outer = row.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left < outer.left) row.scrollLeft -= outer.left - inner.left;
    else if (inner.right > outer.right) row.scrollLeft += inner.right - outer.right;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next] as HomeFeedTab;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={t('feed.tabsLabel')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className={styles.tab}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`feed.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
