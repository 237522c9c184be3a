import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../components/map/map-view.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useFeedCentre } from '../../places/hooks/use-saved-places.ts';
import { coordinateText, type LocationValues, pointOf } from '../lib/location-values.ts';
import styles from './company-form.module.css';

interface LocationFieldProps {
  value: LocationValues;
  onChange: (value: LocationValues) => void;
  /** Translation keys of the problems of `lat`, `lng`, `address` and `addressAm`. */
  errors: FieldErrors;
  latRef?: Ref<HTMLInputElement>;
}

/**
 * Where the business is: click (or tap) the map, or type the latitude and longitude (the keyboard way),
 * as the saved places' picker does. The map starts at the chosen point, else at the feeds' place.
 */
export function LocationField({ value, onChange, errors, latRef }: LocationFieldProps) {
  const { t } = useTranslation();
  const feedCentre = useFeedCentre();
  const [start] = useState(() => pointOf(value) ?? { lat: feedCentre.lat, lng: feedCentre.lng });
  const [follow, setFollow] = useState(true);
  const point = pointOf(value);
  const lat = point?.lat;
  const lng = point?.lng;
  const markers = useMemo(
    () => (lat !== undefined && lng !== undefined ? [{ lat, lng, kind: 'primary' as const }] : []),
    [lat, lng],
  );
  const error = (field: string) => (errors[field] ? t(errors[field]) : null);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('company.location.legend')}</legend>
      <p className={styles.hint}>{t('company.location.hint')}</p>
      <MapView
        centre={point ?? start}
        markers={markers}
        label={t('company.location.mapLabel')}
        follow={follow}
        onPick={(picked) => {
          setFollow(false);
          onChange({ ...value, lat: coordinateText(picked.lat), lng: coordinateText(picked.lng) });
        }}
      />
      {/* The coordinates go as `latitude` and `longitude`: i18next reads an `lng` option as the language. */}
      <p className={styles.chosen} aria-live="polite" data-testid="chosen-point">
        {point
          ? t('company.location.chosen', {
              latitude: coordinateText(point.lat),
              longitude: coordinateText(point.lng),
            })
          : t('company.location.none')}
      </p>
      <div className={styles.pair}>
        <TextField
          ref={latRef}
          label={t('company.location.lat')}
          name="lat"
          inputMode="decimal"
          autoComplete="off"
          value={value.lat}
          onChange={(e) => {
            setFollow(true);
            onChange({ ...value, lat: e.target.value });
          }}
          error={error('lat')}
        />
        <TextField
          label={t('company.location.lng')}
          name="lng"
          inputMode="decimal"
          autoComplete="off"
          value={value.lng}
          onChange={(e) => {
            setFollow(true);
            onChange({ ...value, lng: e.target.value });
          }}
          error={error('lng')}
        />
      </div>
      <TextField
        label={t('company.location.address')}
        hint={t('company.location.addressHint')}
        name="address"
        autoComplete="street-address"
        maxLength={200}
        value={value.address}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
        error={error('address')}
      />
      <TextField
        label={t('company.location.addressAm')}
        hint={t('company.location.addressAmHint')}
        name="addressAm"
        lang="am"
        autoComplete="off"
        maxLength={200}
        value={value.addressAm}
        onChange={(e) => onChange({ ...value, addressAm: e.target.value })}
        error={error('addressAm')}
      />
    </fieldset>
  );
}
