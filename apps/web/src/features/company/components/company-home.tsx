import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useMyCompany } from '../api/get-my-company.ts';
import { CompanyDashboard } from './company-dashboard.tsx';
import styles from './company-form.module.css';

// The form brings the map (Leaflet) and the tag list: only people without a company download it.
const RegisterForm = lazy(() => import('./register-form.tsx').then((m) => ({ default: m.RegisterForm })));

/** /profile/company: the owner's dashboard, or Register my Business for a person without a company. */
export function CompanyHome() {
  const { t } = useTranslation();
  const company = useMyCompany();
  useDocumentTitle(
    company.data
      ? company.data.name
      : company.data === null
        ? t('company.register.title')
        : t('company.title'),
  );

  if (company.isPending) return <Spinner page label={t('common.loading')} />;
  if (company.isError) return <ErrorMessage error={company.error} onRetry={() => void company.refetch()} />;
  if (company.data) return <CompanyDashboard company={company.data} />;
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('company.register.title')}</h1>
      <Suspense fallback={<Spinner page label={t('common.loading')} />}>
        <RegisterForm />
      </Suspense>
    </div>
  );
}
