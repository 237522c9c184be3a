import '../../../features/company/lib/company-strings.ts';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';
import { SocialForm } from '../../../features/company/components/social-form.tsx';

/** /profile/company/update/social: the social links form. */
export function CompanySocialRoute() {
  return (
    <OwnerScreen titleKey="company.social.title">{(company) => <SocialForm company={company} />}</OwnerScreen>
  );
}
