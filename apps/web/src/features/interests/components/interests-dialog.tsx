import { MAX_INTERESTS } from '@sefer/contract/constants';
import { decodeImage, imageUrl } from '@sefer/contract/image';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { closeDialogOf, Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useInterests } from '../api/get-interests.ts';
import { useSaveInterests } from '../api/save-interests.ts';
import styles from './interests-dialog.module.css';

/**
 * The first-time interests dialog (spec §2): shown to a signed-in user whose interests are null.
 * Saving (or "Not now", which saves none) answers it for good; Escape only puts it off.
 */
export function InterestsDialog({
  userId,
  onClose,
  onSaved,
}: {
  userId: number;
  onClose: () => void;
  onSaved: (interests: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const interests = useInterests();
  const save = useSaveInterests(userId);
  const [chosen, setChosen] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const amharic = i18n.resolvedLanguage === 'am';

  const submit = (picked: string[]) => {
    save.mutate(picked, {
      onSuccess: () => {
        onSaved(picked);
        closeDialogOf(formRef.current);
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(chosen);
  };
  const toggle = (tag: string, on: boolean) =>
    setChosen((now) => (on ? [...now, tag].slice(0, MAX_INTERESTS) : now.filter((x) => x !== tag)));

  return (
    <Dialog title={t('interests.title')} onClose={onClose} wide testId="interests-dialog">
      <form ref={formRef} className={styles.form} onSubmit={onSubmit}>
        <p className={styles.intro}>{t('interests.intro')}</p>
        {interests.isPending && <Spinner />}
        {interests.isError && (
          <ErrorMessage error={interests.error} onRetry={() => void interests.refetch()} />
        )}
        {interests.data && (
          <fieldset className={styles.fieldset}>
            <legend className="sr-only">{t('interests.legend')}</legend>
            <ul className={styles.grid}>
              {interests.data.map((interest) => {
                const label = amharic && interest.labelAm ? interest.labelAm : `#${interest.tag}`;
                const on = chosen.includes(interest.tag);
                return (
                  <li key={interest.tag}>
                    <label className={on ? `${styles.chip} ${styles.on}` : styles.chip}>
                      <input
                        type="checkbox"
                        className={styles.check}
                        checked={on}
                        value={interest.tag}
                        onChange={(e) => toggle(interest.tag, e.target.checked)}
                      />
                      <img
                        className={styles.image}
                        src={imageUrl(decodeImage(interest.image).fileName, 'thumb')}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                      <span className={styles.label}>{label}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {save.isError && <ErrorMessage error={save.error} />}
        <div className={styles.actions}>
          <span className={styles.count} aria-live="polite">
            {t('interests.chosen', { count: chosen.length })}
          </span>
          <Button variant="secondary" disabled={save.isPending} onClick={() => submit([])}>
            {t('interests.skip')}
          </Button>
          <Button type="submit" busy={save.isPending} disabled={chosen.length === 0}>
            {t('interests.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
