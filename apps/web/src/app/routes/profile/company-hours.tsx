import '../../../features/company/lib/company-strings.ts';
// The week's preview is the company page's own section, with its strings.
import '../../../features/i18n/detail-strings.ts';
import { useTranslation } from 'react-i18next';
import { HoursEditor } from '../../../features/company/components/hours-editor.tsx';
import { OwnerScreen } from '../../../features/company/components/owner-screen.tsx';

/** /profile/company/hours: the opening hours editor. */
export function CompanyHoursRoute() {
  const { t } = useTranslation();
  return (
    <OwnerScreen title={t('company.hours.title')}>
      {(company) => <HoursEditor company={company} />}
    </OwnerScreen>
  );
}
