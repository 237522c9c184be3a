import type { OwnCompany } from '@sefer/contract/company';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/forms/owner-media.module.css';
import { BackBar } from '../../../components/ui/back-bar.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { OwnerCompanyGate } from './owner-company-gate.tsx';

/**
 * An owner screen of the company's media, products or insights: the back-bar with the screen's title (also the
 * page's; back through the history, or to `back` — the dashboard unless given — when there is none), what the
 * screen is for, then `children` with the company once it is in. Title and intro are `<keyPrefix>.title` and
 * `<keyPrefix>.intro`; the screen is narrow unless `className` says otherwise.
 */
export function OwnerMediaPage({
  keyPrefix,
  back = '/profile/company',
  className = styles.narrow,
  children,
}: {
  keyPrefix: string;
  back?: string;
  className?: string;
  children: (company: OwnCompany) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`${keyPrefix}.title`);
  useDocumentTitle(title);
  return (
    <div className={className}>
      <div className={styles.page}>
        <header className={styles.header}>
          <BackBar title={title} fallback={back} />
          <p className={styles.intro}>{t(`${keyPrefix}.intro`)}</p>
        </header>
        <OwnerCompanyGate>{children}</OwnerCompanyGate>
      </div>
    </div>
  );
}
