import '../../../features/company/lib/company-strings.ts';
import { CompanyHome } from '../../../features/company/components/company-home.tsx';

/** /profile/company (spec §2), behind the protected wrapper: the dashboard or Register my Business. */
export function CompanyHomeRoute() {
  return <CompanyHome />;
}
