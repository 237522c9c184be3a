import type { FeedItemType } from '@sefer/contract/schemas';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { FEED_TYPES, saveFeedTypes } from '../lib/feed-filter.ts';
import styles from './filter-dialog.module.css';

/**
 * The filter dialog of spec §2: Businesses, Products, Places, and Open now (only companies and products open now,
 * decision 22); the choice is kept across visits.
 */
export function FilterDialog({
  types,
  open,
  onClose,
}: {
  types: readonly FeedItemType[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<FeedItemType[]>([...types]);
  const [openNow, setOpenNow] = useState(open);
  const formRef = useRef<HTMLFormElement>(null);
  const toggle = (type: FeedItemType, on: boolean) =>
    setChosen((now) => FEED_TYPES.filter((x) => (x === type ? on : now.includes(x))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    saveFeedTypes(chosen, openNow);
    closeDialogOf(formRef.current);
  };

  return (
    <Dialog title={t('filter.title')} onClose={onClose} testId="filter-dialog">
      <form ref={formRef} onSubmit={submit} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className="sr-only">{t('filter.legend')}</legend>
          {FEED_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={t(`filter.${type}`)}
              checked={chosen.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
          ))}
        </fieldset>
        <CheckboxField
          label={t('hours.open')}
          checked={openNow}
          onChange={(e) => setOpenNow(e.target.checked)}
          data-testid="filter-open-now"
        />
        {chosen.length === 0 && (
          <p className={styles.error} role="alert">
            {t('filter.chooseOne')}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={(e) => closeDialogOf(e.currentTarget)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={chosen.length === 0}>
            {t('filter.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
