import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/stats/lib/stats-strings.ts';
import { useTranslation } from 'react-i18next';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import styles from '../../../features/stats/components/stats.module.css';
import { StatsScreen } from '../../../features/stats/components/stats-screen.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /profile/stats (spec §2, issue 31), behind the protected wrapper: the owner's insights. */
export function CompanyStatsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('stats.title'));
  return (
    <div className={styles.page}>
      <OwnerMediaPage title={t('stats.title')} intro={t('stats.intro')}>
        <OwnerCompanyGate>{() => <StatsScreen />}</OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
