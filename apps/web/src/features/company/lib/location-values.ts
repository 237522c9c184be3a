/** The location part of the business forms, as typed (the map fills the coordinates too). */
export interface LocationValues {
  lat: string;
  lng: string;
  address: string;
  addressAm: string;
}

/** A coordinate as typed (a decimal comma too), NaN when it is not a number: the schema then refuses it. */
export function parseCoordinate(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Six decimals: about 10 cm, finer than anyone can click. */
export const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

export const locationValues = (place: {
  lat: number;
  lng: number;
  address: string | null;
  addressAm: string | null;
}): LocationValues => ({
  lat: coordinateText(place.lat),
  lng: coordinateText(place.lng),
  address: place.address ?? '',
  addressAm: place.addressAm ?? '',
});

/** The point typed or picked, when both coordinates are numbers. */
export function pointOf(values: LocationValues): { lat: number; lng: number } | null {
  const lat = parseCoordinate(values.lat);
  const lng = parseCoordinate(values.lng);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** The body's `lat`, `lng`, `address` and `addressAm` (blank: none). */
export const locationBody = (values: LocationValues) => ({
  lat: parseCoordinate(values.lat),
  lng: parseCoordinate(values.lng),
  address: values.address.trim() || null,
  addressAm: values.addressAm.trim() || null,
});
