import type { UserProfile } from '@sefer/contract/auth';
import { BIO_MAX_LENGTH, userUpdateBodySchema } from '@sefer/contract/profile';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import { issueErrors } from '../../../lib/field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { type AboutYouValues, aboutYouBody, aboutYouValues } from '../lib/about-you.ts';
import { calendarOf, INCOMPLETE_DATE, isoOf, partsOf } from '../lib/birth-date.ts';
import { profileErrorMessage, serverFieldErrors } from '../lib/profile-errors.ts';
import styles from './about-you.module.css';
import { BirthDateField } from './birth-date-field.tsx';
import { UserNameField } from './user-name-field.tsx';

const SAVED_NOTICE_MS = 4000;
const GENDERS = ['Female', 'Male', ''] as const;

/**
 * 'About you' (spec §2 `/profile/user/update`, §3 user profile): names, gender, birth date (in the page's
 * calendar), bio and username; only the first name is required (spec §5). Checked in the browser by the
 * contract's schema, then saved: while saving the form says so and Save is busy (spec §4); success goes back to
 * the profile with "Profile saved", failure marks the fields the server named.
 */
export function AboutYouForm({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const calendar = calendarOf(i18n.resolvedLanguage === 'am' ? 'am' : 'en');
  const [values, setValues] = useState(() => aboutYouValues(profile, calendar));
  const [shownIn, setShownIn] = useState(calendar);
  const { formRef, errors, show } = useFieldErrors();
  const update = useUpdateProfile();

  // The language changed while the form is open: the chosen date is shown in the other calendar.
  if (shownIn !== calendar) {
    setShownIn(calendar);
    const iso = isoOf(values.birth, shownIn);
    setValues({ ...values, birth: iso && iso !== INCOMPLETE_DATE ? partsOf(iso, calendar) : values.birth });
  }

  const set = <K extends keyof AboutYouValues>(key: K, value: AboutYouValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }));
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : null);
  const field = useTextFields(values, set, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userUpdateBodySchema.safeParse(aboutYouBody(values, calendar));
    if (!parsed.success) return show(issueErrors(parsed.error.issues, 'users.errors'));
    show({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        showToast(t('users.form.saved'), SAVED_NOTICE_MS);
        void navigate('/profile/user');
      },
      onError: (error) => show(serverFieldErrors(error)),
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid="about-you-form">
      <p className={styles.intro}>{t('users.form.intro')}</p>
      <TextField
        label={t('users.form.firstName')}
        {...field('firstName')}
        autoComplete="given-name"
        required
      />
      <div className={styles.pair}>
        <TextField
          label={t('users.form.middleName')}
          {...field('middleName')}
          autoComplete="additional-name"
        />
        <TextField label={t('users.form.lastName')} {...field('lastName')} autoComplete="family-name" />
      </div>
      <fieldset className={styles.group} aria-describedby={errors.gender ? `${id}-gender` : undefined}>
        <legend className={styles.legend}>{t('users.form.gender')}</legend>
        <div className={styles.choices}>
          {GENDERS.map((gender) => (
            <label key={gender || 'none'} className={styles.choice}>
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={values.gender === gender}
                aria-invalid={errors.gender ? true : undefined}
                onChange={() => set('gender', gender)}
              />
              {gender ? t(`users.gender.${gender}`) : t('users.form.notSaid')}
            </label>
          ))}
        </div>
        {errors.gender && (
          <p id={`${id}-gender`} className={styles.error}>
            {errorOf('gender')}
          </p>
        )}
      </fieldset>
      <BirthDateField
        value={values.birth}
        calendar={calendar}
        error={errorOf('birthDate')}
        onChange={(birth) => set('birth', birth)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-bio`} className={styles.label}>
          {t('users.form.bio')}
        </label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          className={styles.textarea}
          value={values.bio}
          rows={4}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={`${id}-bio-count${errors.bio ? ` ${id}-bio-error` : ''}`}
          onChange={(event) => set('bio', event.target.value)}
        />
        <p id={`${id}-bio-count`} className={styles.hint}>
          {t('users.form.bioCount', { count: values.bio.trim().length, max: BIO_MAX_LENGTH })}
        </p>
        {errors.bio && (
          <p id={`${id}-bio-error`} className={styles.error}>
            {errorOf('bio')}
          </p>
        )}
      </div>
      <UserNameField
        value={values.userName}
        current={profile.userName}
        error={errorOf('userName')}
        onChange={(userName) => set('userName', userName)}
      />
      {update.isPending && (
        <p className={styles.saving} role="status">
          {t('users.form.saving')}
        </p>
      )}
      <FormFooter
        busy={update.isPending}
        error={update.error}
        cancelTo="/profile/user"
        message={profileErrorMessage}
        checkFields={t('users.form.checkFields')}
      />
    </form>
  );
}
