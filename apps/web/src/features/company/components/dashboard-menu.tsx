import type { OwnCompany } from '@sefer/contract/company';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localText } from '../../../lib/local-text.ts';
import styles from './company-dashboard.module.css';

interface Entry {
  to: string;
  label: string;
  summary: string;
  /** The summary's language when it is the owner's content in a language of its own. */
  lang?: 'en' | 'am';
  testId: string;
}

/** The screens that run the company, each with what it holds now. */
export function DashboardMenu({ company }: { company: OwnCompany }) {
  const { t, i18n } = useTranslation();
  const address = localText(i18n.resolvedLanguage === 'am', company.address, company.addressAm);
  const links = Object.values(company.social).filter(Boolean).length;
  const entries: Entry[] = [
    {
      to: '/profile/company/update/basic',
      label: t('company.dashboard.edit'),
      summary: t('company.dashboard.editSummary'),
      testId: 'edit-basic',
    },
    {
      to: '/profile/company/update/location',
      label: t('company.dashboard.location'),
      summary: address?.text ?? `${company.lat.toFixed(5)}, ${company.lng.toFixed(5)}`,
      ...(address && { lang: address.lang }),
      testId: 'edit-location',
    },
    {
      to: '/profile/company/hours',
      label: t('company.dashboard.hours'),
      summary: company.hours ? t('company.dashboard.hoursSet') : t('company.hours.none'),
      testId: 'edit-hours',
    },
    {
      to: '/profile/company/update/social',
      label: t('company.dashboard.social'),
      summary: t('company.dashboard.links', { count: links }),
      testId: 'edit-social',
    },
    {
      to: '/profile/company/products',
      label: t('company.dashboard.products', { count: company.productCount }),
      summary: t('company.dashboard.productsSummary'),
      testId: 'company-products',
    },
    {
      to: '/profile/company/photos',
      label: t('company.dashboard.photos', { count: company.photoCount }),
      summary: t('company.dashboard.photosSummary'),
      testId: 'company-photos',
    },
    {
      to: '/profile/company/posts',
      label: t('company.dashboard.posts', { count: company.postCount }),
      summary: t('company.dashboard.postsSummary'),
      testId: 'company-posts',
    },
    {
      to: '/profile/stats',
      label: t('company.dashboard.stats'),
      summary: t('company.dashboard.statsSummary'),
      testId: 'company-stats',
    },
  ];
  return (
    <nav aria-label={t('company.dashboard.manage')}>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={styles.entry} data-testid={entry.testId}>
              <span className={styles.entryLabel}>{entry.label}</span>
              <span className={styles.entrySummary} lang={entry.lang}>
                {entry.summary}
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
