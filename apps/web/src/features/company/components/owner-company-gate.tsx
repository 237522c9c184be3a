import type { OwnCompany } from '@sefer/contract/company';
import { detailPath } from '@sefer/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../components/forms/owner-media.module.css';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyCompany } from '../api/get-my-company.ts';

/**
 * Renders `children` with the signed-in person's company; before it has loaded a spinner, on failure the error
 * with Retry, and without a company the way to register one.
 */
export function OwnerCompanyGate({ children }: { children: (company: OwnCompany) => ReactNode }) {
  const { t } = useTranslation();
  const mine = useMyCompany();
  if (mine.isPending) return <Spinner />;
  if (mine.isError) return <ErrorMessage error={mine.error} onRetry={() => void mine.refetch()} />;
  const company = mine.data;
  if (!company) {
    return (
      <section className={`${styles.card} ${styles.centred}`} data-testid="no-company">
        <h2>{t('companyMedia.noCompany.title')}</h2>
        <p className={styles.muted}>{t('companyMedia.noCompany.text')}</p>
        <Link to="/profile/company" className={styles.action}>
          {t('companyMedia.noCompany.register')}
        </Link>
      </section>
    );
  }
  return (
    <>
      <Link to={detailPath('company', company.id)} className={styles.visit}>
        {t('companyMedia.viewPage')}
      </Link>
      {children(company)}
    </>
  );
}
