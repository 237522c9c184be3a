import type { Review } from '@sefer/contract/detail';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StarIcon } from '../../../components/ui/detail-icons.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { useCreateReview } from '../api/create-review.ts';
import type { ReviewSubject } from '../api/get-reviews.ts';
import { charactersLeft, checkReview, RATINGS, type ReviewCheck } from '../lib/review-form.ts';
import styles from './review-form.module.css';

/**
 * Write (or, with `mine`, change) the signed-in user's review: a 1–5 radio group shown as stars and
 * an optional text with a characters-left counter, checked by the server's own schema before it is sent.
 */
export function ReviewForm({ subject, mine }: { subject: ReviewSubject; mine: Review | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState<number | null>(mine?.rating ?? null);
  const [text, setText] = useState(mine?.text ?? '');
  const [errors, setErrors] = useState<Extract<ReviewCheck, { ok: false }>['errors']>({});
  const save = useCreateReview(subject);
  const left = charactersLeft(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkReview({ rating, text });
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    save.mutate(check.body);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h3 id={`${id}-title`} className={styles.title}>
        {mine ? t('reviews.editTitle') : t('reviews.writeTitle')}
      </h3>
      <fieldset
        className={styles.rating}
        aria-invalid={errors.rating ? true : undefined}
        aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
      >
        <legend className={styles.legend}>{t('reviews.ratingLabel')}</legend>
        <div className={styles.options}>
          {RATINGS.map((n) => (
            <label key={n} className={styles.option}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  save.reset();
                }}
                className={styles.radio}
              />
              <span className="sr-only">{t('reviews.stars', { count: n })}</span>
              {/* One star per choice, filled up to the chosen one (a whole row of five each drew 25). */}
              <span className={rating !== null && n <= rating ? styles.on : styles.off} aria-hidden="true">
                <StarIcon size={28} fill="currentColor" />
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className={styles.error}>
            {t('reviews.ratingRequired')}
          </p>
        )}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.legend}>
          {t('reviews.textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            save.reset();
          }}
          rows={4}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-counter${errors.text ? ` ${id}-text-error` : ''}`}
        />
        <p id={`${id}-counter`} className={left < 0 ? `${styles.counter} ${styles.over}` : styles.counter}>
          {left < 0
            ? t('reviews.charactersOver', { count: -left })
            : t('reviews.charactersLeft', { count: left })}
        </p>
        {errors.text && (
          <p id={`${id}-text-error`} className={styles.error}>
            {errors.text === 'text_invalid' ? t('reviews.textInvalid') : t('reviews.textTooLong')}
          </p>
        )}
      </div>
      {save.isError && <ErrorMessage error={save.error} />}
      <div className={styles.footer}>
        <Button type="submit" busy={save.isPending} data-testid="review-submit">
          {mine ? t('reviews.update') : t('reviews.submit')}
        </Button>
        {save.isSuccess && (
          <p role="status" className={styles.saved}>
            {t('reviews.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
