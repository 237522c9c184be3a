import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VerifiedIcon } from '../../../components/ui/icons.tsx';
import styles from './detail-header.module.css';

/**
 * The heading block of a detail screen: the name in the current language (and the other one beneath
 * when known), the verified mark, a line under it (handle or category), the rating and the actions.
 */
export function DetailHeader({
  name,
  otherName,
  verified = false,
  subtitle,
  rating,
  actions,
  children,
}: {
  name: { text: string; lang: 'en' | 'am' };
  otherName?: { text: string; lang: 'en' | 'am' } | null;
  verified?: boolean;
  subtitle?: ReactNode;
  rating?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h1 className={styles.name} data-testid="detail-name">
        <span lang={name.lang}>{name.text}</span>
        {verified && <VerifiedIcon className={styles.verified} size={20} label={t('feed.verified')} />}
      </h1>
      {otherName && (
        <p className={styles.other} lang={otherName.lang} data-testid="detail-other-name">
          {otherName.text}
        </p>
      )}
      {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      {children}
      {rating}
      {actions}
    </header>
  );
}
