import '../../../features/company/lib/company-strings.ts';
import { useTranslation } from 'react-i18next';
import { LocationForm } from '../../../features/company/components/location-form.tsx';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';

/** /profile/company/update/location: the business's place on the map. */
export function CompanyLocationRoute() {
  const { t } = useTranslation();
  return (
    <OwnerScreen title={t('company.location.title')}>
      {(company) => <LocationForm company={company} />}
    </OwnerScreen>
  );
}
