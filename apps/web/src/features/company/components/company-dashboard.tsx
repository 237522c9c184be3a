import type { OwnCompany } from '@sefer/contract/company';
import { detailPath } from '@sefer/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { VerifiedIcon } from '../../../components/ui/icons.tsx';
import styles from './company-dashboard.module.css';
import { DashboardMenu } from './dashboard-menu.tsx';
import { VerifyPhoneDialog } from './verify-phone-dialog.tsx';

/**
 * The owner's dashboard (DESIGN §2): the company's name with its verified mark (or Verify phone), the page
 * as visitors see it, and the screens that run it.
 */
export function CompanyDashboard({ company }: { company: OwnCompany }) {
  const { t, i18n } = useTranslation();
  const [verifying, setVerifying] = useState(false);
  const amharic = i18n.resolvedLanguage === 'am' && company.nameAm !== null;
  const name = amharic ? (company.nameAm as string) : company.name;

  return (
    <div className={styles.dashboard} data-testid="company-dashboard">
      <header className={styles.header}>
        <h1 className={styles.name}>
          <span lang={amharic ? 'am' : 'en'}>{name}</span>
        </h1>
        <p className={styles.handle}>@{company.handle}</p>
        {company.verified ? (
          <p className={styles.verified} data-testid="verified-mark">
            <VerifiedIcon size={20} aria-hidden="true" />
            {t('company.dashboard.verified')}
          </p>
        ) : (
          <div className={styles.unverified}>
            <p data-testid="not-verified">{t('company.dashboard.notVerified')}</p>
            <Button variant="secondary" onClick={() => setVerifying(true)}>
              {t('company.dashboard.verifyPhone')}
            </Button>
          </div>
        )}
        <Link to={detailPath('company', company.id)} className={styles.publicLink}>
          {t('company.dashboard.viewPage')}
        </Link>
      </header>
      <DashboardMenu company={company} />
      {verifying && <VerifyPhoneDialog company={company} onClose={() => setVerifying(false)} />}
    </div>
  );
}
