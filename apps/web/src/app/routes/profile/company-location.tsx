import '../../../features/company/lib/company-strings.ts';
import { LocationForm } from '../../../features/company/components/location-form.tsx';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';

/** /profile/company/update/location: the business's place on the map. */
export function CompanyLocationRoute() {
  return (
    <OwnerScreen titleKey="company.location.title">
      {(company) => <LocationForm company={company} />}
    </OwnerScreen>
  );
}
