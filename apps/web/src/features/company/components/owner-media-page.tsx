import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import styles from './owner-media.module.css';

/**
 * The frame of an owner screen: the way back (to the business unless `back` says where), the screen's title
 * and what it is for.
 */
export function OwnerMediaPage({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={back?.to ?? '/profile/company'} className={styles.back}>
          <ArrowLeftIcon size={20} aria-hidden="true" />
          {back?.label ?? t('companyMedia.back')}
        </Link>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
