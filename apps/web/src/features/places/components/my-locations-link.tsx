import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { PinIcon } from '../../../components/ui/icons.tsx';
import styles from './my-locations-link.module.css';

/** The top bar's my-locations button on phones (spec §2): opens /myLocations. */
export function MyLocationsLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Link
      to="/myLocations"
      className={styles.link}
      aria-label={t('places.title')}
      aria-current={matchPath(SCREENS.myLocations, pathname) ? 'page' : undefined}
    >
      <PinIcon size={22} />
    </Link>
  );
}
