import { formatPrice } from '@sefer/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedIcon } from '../../../components/ui/icons.tsx';
import { recordContactAction } from '../../../features/details/api/record-contact-action.ts';
import { AboutSection } from '../../../features/details/components/about-section.tsx';
import { AlsoVisited } from '../../../features/details/components/also-visited.tsx';
import { ContactSection } from '../../../features/details/components/contact-section.tsx';
import { DetailHeader } from '../../../features/details/components/detail-header.tsx';
import page from '../../../features/details/components/detail-page.module.css';
import { Gallery } from '../../../features/details/components/gallery.tsx';
import { LocationSection } from '../../../features/details/components/location-section.tsx';
import { detailPath } from '../../../features/details/lib/paths.ts';
import '../../../features/i18n/detail-strings.ts';
import { CompanyAvatar } from '../../../components/ui/square-picture.tsx';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { localText } from '../../../lib/local-text.ts';
import styles from './details.module.css';
import { useDetailSubject } from './use-detail-screen.tsx';

/** /item/:productId (spec §2, DESIGN §2): a product, its pictures, price, company and reviews. */
export function ItemRoute() {
  const { t } = useTranslation();
  const { screen, userId, loginHref } = useDetailSubject('product');
  if (!screen.ready) return screen.screen;
  const { data, name, amharic, frame, header, location } = screen;

  const companyName = localText(amharic, data.company.name, data.company.nameAm);
  const subject = { type: 'product' as const, id: data.id };
  return frame(
    <article className={page.page} data-testid="item-page">
      <div className={page.main}>
        <Gallery images={data.images.slice(0, 3)} name={name} />
        <DetailHeader
          {...header}
          subtitle={
            <Link
              to={detailPath('company', data.company.id)}
              className={styles.company}
              data-testid="item-company"
            >
              <CompanyAvatar image={data.company.image} px={24} className={styles.avatar} />
              {companyName && <span lang={companyName.lang}>{companyName.text}</span>}
              {data.company.verified && (
                <VerifiedIcon className={styles.verified} size={16} label={t('feed.verified')} />
              )}
              <span className={styles.handle}>@{data.company.handle}</span>
            </Link>
          }
        >
          {data.price !== null && (
            <p className={styles.price} data-testid="item-price">
              <span className="sr-only">{t('feed.price')}: </span>
              {formatPrice(data.price)}
            </p>
          )}
        </DetailHeader>
        <AboutSection
          description={localText(amharic, data.description, data.descriptionAm)}
          tags={data.tags}
        />
        <ReviewsSection subject={subject} userId={userId} loginHref={loginHref} />
      </div>
      <div className={page.aside}>
        <LocationSection
          {...location}
          address={localText(amharic, data.address, data.addressAm)}
          onDirections={() => recordContactAction({ kind: 2, id: data.id, action: 'directions' })}
        />
        <ContactSection
          phone={data.phone}
          onAction={(action) => recordContactAction({ kind: 2, id: data.id, action })}
        />
        <AlsoVisited type="product" id={data.id} />
      </div>
    </article>,
  );
}
