import { useTranslation } from 'react-i18next';
import { AboutSection } from '../../../features/details/components/about-section.tsx';
import { AlsoVisited } from '../../../features/details/components/also-visited.tsx';
import { ContactSection } from '../../../features/details/components/contact-section.tsx';
import { DetailHeader } from '../../../features/details/components/detail-header.tsx';
import page from '../../../features/details/components/detail-page.module.css';
import { Gallery } from '../../../features/details/components/gallery.tsx';
import { LocationSection } from '../../../features/details/components/location-section.tsx';
import '../../../features/i18n/detail-strings.ts';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { localText } from '../../../lib/local-text.ts';
import { useDetailSubject } from './use-detail-screen.tsx';

/**
 * /place/:placeId (spec §2, DESIGN §2): names in English and Amharic where known, category, address,
 * map, distance, directions, reviews, like and share; the OpenStreetMap attribution on imported places.
 */
export function PlaceRoute() {
  const { t } = useTranslation();
  const { screen, userId, loginHref } = useDetailSubject('place');
  if (!screen.ready) return screen.screen;
  const { data, name, amharic, frame, header, location } = screen;

  // The other language's name (or the name as the source wrote it), when it differs.
  const other = amharic ? (data.nameAm ? data.name : null) : (data.nameAm ?? data.localName);
  const category = t(`category.${data.category}`, { defaultValue: data.category.replaceAll('_', ' ') });
  return frame(
    <article className={page.page} data-testid="place-page">
      <div className={page.main}>
        <Gallery
          images={data.images.length > 0 ? data.images.slice(0, 3) : data.image ? [data.image] : []}
          name={name}
        />
        <DetailHeader
          {...header}
          otherName={other && other !== name ? { text: other, lang: amharic ? 'en' : 'am' } : null}
          subtitle={<span data-testid="place-category">{category}</span>}
        >
          {data.openingHours && (
            <p className={page.small}>
              <span className={page.muted}>{t('details.place.hours')}: </span>
              <span dir="ltr">{data.openingHours}</span>
            </p>
          )}
        </DetailHeader>
        <AboutSection
          description={localText(amharic, data.description, data.descriptionAm)}
          tags={data.tags}
        />
        <ReviewsSection subject={{ type: 'place', id: data.id }} userId={userId} loginHref={loginHref} />
      </div>
      <div className={page.aside}>
        <LocationSection
          {...location}
          address={data.address ? { text: data.address } : null}
          osm={data.osm}
        />
        <ContactSection
          phone={data.phone}
          social={
            data.website
              ? {
                  website: data.website,
                  telegram: null,
                  instagram: null,
                  facebook: null,
                  email: null,
                  twitter: null,
                }
              : undefined
          }
        />
        <AlsoVisited type="place" id={data.id} />
      </div>
    </article>,
  );
}
