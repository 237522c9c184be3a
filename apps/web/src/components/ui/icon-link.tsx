import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import styles from './icon-link.module.css';

/** A round icon-only link of the top bar to the screen at `to` (named by `label`), marked while that screen is open. */
export function IconLink({
  to,
  label,
  className,
  children,
}: {
  to: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      className={className ? `${styles.iconLink} ${className}` : styles.iconLink}
      aria-label={label}
      aria-current={matchPath(to, pathname) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
