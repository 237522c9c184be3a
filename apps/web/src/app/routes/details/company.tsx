import type { StatContactAction } from '@sefer/contract/stats';
import { OpeningHoursSection } from '../../../components/ui/opening-hours.tsx';
import { recordContactAction } from '../../../features/details/api/record-contact-action.ts';
import { AboutSection } from '../../../features/details/components/about-section.tsx';
import { AlsoVisited } from '../../../features/details/components/also-visited.tsx';
import { CompanyPosts } from '../../../features/details/components/company-posts.tsx';
import { CompanyProducts } from '../../../features/details/components/company-products.tsx';
import { ContactActions } from '../../../features/details/components/contact-actions.tsx';
import { ContactSection } from '../../../features/details/components/contact-section.tsx';
import { DetailHeader } from '../../../features/details/components/detail-header.tsx';
import page from '../../../features/details/components/detail-page.module.css';
import { LocationSection } from '../../../features/details/components/location-section.tsx';
import { CompanyCover } from '../../../features/details/components/photo-strip.tsx';
import '../../../features/i18n/detail-strings.ts';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { localText } from '../../../lib/local-text.ts';
import { useDetailSubject } from './use-detail-screen.tsx';

/**
 * /company/:companyId (spec §2, DESIGN §2): cover and photos, name, verified mark, handle, contact actions (call,
 * Telegram, website, directions), opening hours, description, tags, phone, social links, location, rating and
 * reviews, like and share, products and posts.
 */
export function CompanyRoute() {
  const { screen, userId, loginHref } = useDetailSubject('company');
  if (!screen.ready) return screen.screen;
  const { data, name, amharic, frame, header, location } = screen;
  const onAction = (action: StatContactAction) => recordContactAction({ kind: 0, id: data.id, action });

  return frame(
    <article className={page.page} data-testid="company-page">
      <div className={page.main}>
        <CompanyCover companyId={data.id} cover={data.image} name={name} photoCount={data.photoCount} />
        <DetailHeader
          {...header}
          verified={data.verified}
          subtitle={<span data-testid="company-handle">@{data.handle}</span>}
        />
        <ContactActions phone={data.phone} social={data.social} point={data} onAction={onAction} />
        <OpeningHoursSection hours={data.hours} />
        <AboutSection
          description={localText(amharic, data.description, data.descriptionAm)}
          tags={data.tags}
        />
        <CompanyProducts companyId={data.id} count={data.productCount} />
        {data.postCount > 0 && <CompanyPosts companyId={data.id} />}
        <ReviewsSection subject={{ type: 'company', id: data.id }} userId={userId} loginHref={loginHref} />
      </div>
      <div className={page.aside}>
        <ContactSection phone={data.phone} social={data.social} onAction={onAction} />
        <LocationSection
          {...location}
          address={localText(amharic, data.address, data.addressAm)}
          onDirections={() => onAction('directions')}
        />
        <AlsoVisited type="company" id={data.id} />
      </div>
    </article>,
  );
}
