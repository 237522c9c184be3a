import { SCREENS } from '@sefer/contract/routes';
import { useTranslation } from 'react-i18next';
import { IconLink } from '../../../components/ui/icon-link.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import styles from './my-locations-link.module.css';

/** The top bar's my-locations button on phones (spec §2): opens /myLocations. */
export function MyLocationsLink() {
  const { t } = useTranslation();
  return (
    <IconLink to={SCREENS.myLocations} label={t('places.title')} className={styles.link}>
      <PinIcon size={22} />
    </IconLink>
  );
}
