import '../../../features/company/lib/company-media-strings.ts';
import '../../../features/stats/lib/stats-strings.ts';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import styles from '../../../features/stats/components/stats.module.css';
import { StatsScreen } from '../../../features/stats/components/stats-screen.tsx';

/** /profile/stats (spec §2, issue 31), behind the protected wrapper: the owner's insights. */
export function CompanyStatsRoute() {
  return (
    <OwnerMediaPage keyPrefix="stats" className={styles.page}>
      {() => <StatsScreen />}
    </OwnerMediaPage>
  );
}
