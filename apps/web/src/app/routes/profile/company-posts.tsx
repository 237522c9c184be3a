import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { PostManager } from '../../../features/company/components/post-manager.tsx';
import '../../../features/company/lib/company-media-strings.ts';

/** /profile/company/posts (spec §2), behind the protected wrapper: the owner writes and deletes posts. */
export function CompanyPostsRoute() {
  return (
    <OwnerMediaPage keyPrefix="companyMedia.posts">
      {(company) => <PostManager companyId={company.id} />}
    </OwnerMediaPage>
  );
}
