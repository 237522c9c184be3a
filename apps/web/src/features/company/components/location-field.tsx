import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../components/map/map-view.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePointPicking } from '../../../hooks/use-point-picking.ts';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
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
  const point = pointOf(value);
  const picking = usePointPicking(point, start, (picked) =>
    onChange({ ...value, lat: coordinateText(picked.lat), lng: coordinateText(picked.lng) }),
  );
  const field = useTextFields(
    value,
    (key, next) => {
      if (key === 'lat' || key === 'lng') picking.typed();
      onChange({ ...value, [key]: next });
    },
    errors,
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('company.location.legend')}</legend>
      <p className={styles.hint}>{t('company.location.hint')}</p>
      <MapView {...picking.map} label={t('company.location.mapLabel')} />
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
          {...field('lat')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label={t('company.location.lng')}
          {...field('lng')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <TextField
        label={t('company.location.address')}
        hint={t('company.location.addressHint')}
        {...field('address')}
        autoComplete="street-address"
        maxLength={200}
      />
      <TextField
        label={t('company.location.addressAm')}
        hint={t('company.location.addressAmHint')}
        {...field('addressAm')}
        lang="am"
        autoComplete="off"
        maxLength={200}
      />
    </fieldset>
  );
}
