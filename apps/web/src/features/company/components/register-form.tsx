import { companyRegisterBodySchema } from '@sefer/contract/company';
import { formatPhoneLocal } from '@sefer/contract/phone-format';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/form-footer.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useFieldErrors } from '../../../hooks/use-field-errors.ts';
import { issueErrors, serverFieldErrors } from '../../../lib/field-errors.ts';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useRegisterCompany } from '../api/register-company.ts';
import { basicBody, EMPTY_BASIC } from '../lib/basic-values.ts';
import { type LocationValues, locationBody } from '../lib/location-values.ts';
import { CompanyFields } from './company-fields.tsx';
import styles from './company-form.module.css';
import { LocationField } from './location-field.tsx';

const REGISTERED_NOTICE_MS = 5000;

/**
 * Register my Business (spec §2, DESIGN §2): the business form and its place on the map, checked in the
 * browser by the contract's schema; on success the dashboard takes its place (the cache holds the company).
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const session = useSession();
  const [basic, setBasic] = useState(() => ({
    ...EMPTY_BASIC,
    phone: session?.phone ? formatPhoneLocal(session.phone) : '',
  }));
  const [location, setLocation] = useState<LocationValues>({
    lat: '',
    lng: '',
    address: '',
    addressAm: '',
  });
  const { formRef, errors, show } = useFieldErrors();
  const register = useRegisterCompany();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyRegisterBodySchema.safeParse({ ...basicBody(basic), ...locationBody(location) });
    if (!parsed.success) {
      show(issueErrors(parsed.error.issues, 'company.errors'));
      return;
    }
    show({});
    // Success replaces this form by the dashboard, so the notice does not hang on this form staying mounted.
    register.mutateAsync(parsed.data).then(
      () => showToast(t('company.register.done'), REGISTERED_NOTICE_MS),
      (error: unknown) => show(serverFieldErrors(error)),
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-company">
      <p className={styles.intro}>{t('company.register.intro')}</p>
      <CompanyFields value={basic} onChange={setBasic} errors={errors} suggest />
      <LocationField value={location} onChange={setLocation} errors={errors} />
      <FormFooter
        busy={register.isPending}
        error={register.error}
        submitLabel={t('company.register.submit')}
        cancel={false}
      />
    </form>
  );
}
