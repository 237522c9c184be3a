import { useTranslation } from 'react-i18next';
import { TitledScreen } from '../../components/ui/back-bar.tsx';
import { SavedPlacesPanel } from '../../features/places/components/saved-places-panel.tsx';
import page from './page.module.css';

/** /myLocations (DESIGN §2): the saved-places manager, the phone way to reach it. */
export function MyLocationsRoute() {
  const { t } = useTranslation();
  return (
    <TitledScreen title={t('places.title')} className={page.narrow}>
      <SavedPlacesPanel titled={false} />
    </TitledScreen>
  );
}
