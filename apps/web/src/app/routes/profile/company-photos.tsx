import { useTranslation } from 'react-i18next';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { PhotoManager } from '../../../features/company/components/photo-manager.tsx';
import '../../../features/company/lib/company-media-strings.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** /profile/company/photos (spec §2), behind the protected wrapper: the owner adds, views and deletes photos. */
export function CompanyPhotosRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyMedia.photos.title'));
  return (
    <div className={page.narrow}>
      <OwnerMediaPage title={t('companyMedia.photos.title')} intro={t('companyMedia.photos.intro')}>
        <OwnerCompanyGate>{(company) => <PhotoManager company={company} />}</OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
