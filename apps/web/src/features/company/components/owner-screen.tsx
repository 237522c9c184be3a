import type { OwnCompany } from '@sefer/contract/company';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useMyCompany } from '../api/get-my-company.ts';
import styles from './company-form.module.css';

/**
 * The frame of an owner's edit screen: the back-bar with its title (`titleKey` translated; back to the dashboard
 * when there is no history), then the screen once the company is in (a spinner before, the error with Retry on failure; without a company, Register my Business).
 */
export function OwnerScreen({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (company: OwnCompany) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  const company = useMyCompany();
  if (company.data === null) return <Navigate to="/profile/company" replace />;
  return (
    <div className={styles.screen}>
      <BackBar title={title} fallback="/profile/company" />
      {company.isPending ? (
        <Spinner page label={t('common.loading')} />
      ) : company.isError ? (
        <ErrorMessage error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        children(company.data)
      )}
    </div>
  );
}
