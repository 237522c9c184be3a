import '../../../features/company/lib/company-strings.ts';
// The week's preview is the company page's own section, with its strings.
import '../../../features/i18n/detail-strings.ts';
import { HoursEditor } from '../../../features/company/components/hours-editor.tsx';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';

/** /profile/company/hours: the opening hours editor. */
export function CompanyHoursRoute() {
  return (
    <OwnerScreen titleKey="company.hours.title">{(company) => <HoursEditor company={company} />}</OwnerScreen>
  );
}
