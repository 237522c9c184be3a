import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { PhotoManager } from '../../../features/company/components/photo-manager.tsx';
import '../../../features/company/lib/company-media-strings.ts';

/** /profile/company/photos (spec §2), behind the protected wrapper: the owner adds, views and deletes photos. */
export function CompanyPhotosRoute() {
  return (
    <OwnerMediaPage keyPrefix="companyMedia.photos">
      {(company) => <PhotoManager company={company} />}
    </OwnerMediaPage>
  );
}
