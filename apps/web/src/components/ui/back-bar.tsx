import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import styles from './back-bar.module.css';
import { ArrowLeftIcon } from './icons.tsx';

/**
 * Title of a secondary screen with a go-back button: back through the history, or to `fallback` (home unless given)
 * when there is none to go back to. The title is the screen's heading unless `heading` is false (a detail screen,
 * whose heading is its subject's name).
 */
export function BackBar({
  title,
  fallback = '/',
  heading = true,
}: {
  title: string;
  fallback?: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')}>
        <ArrowLeftIcon size={22} />
      </button>
      <Title className={styles.title}>{title}</Title>
    </div>
  );
}

/** A secondary screen titled `title` (the page's title and the back-bar's heading), its content beneath. */
export function TitledScreen({
  title,
  className,
  children,
}: {
  title: string;
  /** The screen's width. */
  className: string | undefined;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={className}>
      <BackBar title={title} />
      {children}
    </div>
  );
}
