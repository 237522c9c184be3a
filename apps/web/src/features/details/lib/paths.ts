import { screenPath } from '@sefer/contract/routes';

export { detailPath } from '@sefer/contract/routes';

/** The full-size viewer of a stored image (spec §2 /viewImage/:name). */
export const viewImagePath = (fileName: string) => screenPath('viewImage', fileName);

/** A path id: a positive whole number, else null (Not Found without asking the server). */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
