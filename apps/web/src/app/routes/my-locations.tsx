import { useTranslation } from 'react-i18next';
import { BackBar } from '../../components/ui/back-bar.tsx';
import { SavedPlacesPanel } from '../../features/places/components/saved-places-panel.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import page from './page.module.css';

/** /myLocations (DESIGN §2): the saved-places manager, the phone way to reach it. */
export function MyLocationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('places.title'));
  return (
    <div className={page.narrow}>
      <BackBar title={t('places.title')} />
      <SavedPlacesPanel titled={false} />
    </div>
  );
}
