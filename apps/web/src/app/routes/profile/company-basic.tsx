import '../../../features/company/lib/company-strings.ts';
import { BasicForm } from '../../../features/company/components/basic-form.tsx';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';

/** /profile/company/update/basic: Edit Business (spec §2 label): the business form's own fields. */
export function CompanyBasicRoute() {
  return (
    <OwnerScreen titleKey="company.basic.title">{(company) => <BasicForm company={company} />}</OwnerScreen>
  );
}
