import { useTranslation } from 'react-i18next';
import { OwnerCompanyGate } from '../../../features/company/components/owner-company-gate.tsx';
import { OwnerMediaPage } from '../../../features/company/components/owner-media-page.tsx';
import { PostManager } from '../../../features/company/components/post-manager.tsx';
import '../../../features/company/lib/company-media-strings.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import page from '../page.module.css';

/** /profile/company/posts (spec §2), behind the protected wrapper: the owner writes and deletes posts. */
export function CompanyPostsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyMedia.posts.title'));
  return (
    <div className={page.narrow}>
      <OwnerMediaPage title={t('companyMedia.posts.title')} intro={t('companyMedia.posts.intro')}>
        <OwnerCompanyGate>{(company) => <PostManager companyId={company.id} />}</OwnerCompanyGate>
      </OwnerMediaPage>
    </div>
  );
}
