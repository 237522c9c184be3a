import { type OwnCompany, socialLinksInputSchema } from '@sefer/contract/company';
import type { SocialLinks } from '@sefer/contract/detail';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { issueErrors } from '../../../lib/field-errors.ts';
import { useSaveCompany } from '../hooks/use-save-company.ts';
import styles from './company-form.module.css';

type Network = keyof SocialLinks;

/** The six links of spec §3, in the order the page shows them, with the keyboard each wants. */
const NETWORKS: ReadonlyArray<{ key: Network; type: 'text' | 'url' | 'email' }> = [
  { key: 'telegram', type: 'text' },
  { key: 'instagram', type: 'text' },
  { key: 'website', type: 'url' },
  { key: 'facebook', type: 'text' },
  { key: 'email', type: 'email' },
  { key: 'twitter', type: 'text' },
];

const valuesOf = (social: SocialLinks) =>
  Object.fromEntries(NETWORKS.map(({ key }) => [key, social[key] ?? ''])) as Record<Network, string>;

/**
 * Social links (spec §2 /profile/company/update/social): a name or a link per network; a blank field
 * removes its link. The contract's schema reads the forms people type (`@name`, `t.me/name`, a bare site).
 */
export function SocialForm({ company }: { company: OwnCompany }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(company.social));
  const { formRef, errors, show } = useFieldErrors();
  const { save, busy, error } = useSaveCompany(show, 'company.social.errors');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = socialLinksInputSchema.safeParse(values);
    if (!parsed.success) return show(issueErrors(parsed.error.issues, 'company.social.errors'));
    show({});
    save({ social: values });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid="edit-social-form">
      <p className={styles.intro}>{t('company.social.intro')}</p>
      {NETWORKS.map(({ key, type }) => (
        <TextField
          key={key}
          label={t(`company.social.${key}`)}
          hint={t(`company.social.hints.${key}`)}
          name={key}
          type={type}
          inputMode={type === 'text' ? undefined : type}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
          value={values[key]}
          onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          error={errors[key] ? t(errors[key]) : null}
        />
      ))}
      <FormFooter busy={busy} error={error} />
    </form>
  );
}
