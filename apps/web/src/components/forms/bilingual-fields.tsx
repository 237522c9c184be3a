import { useTranslation } from 'react-i18next';
import type { TextFieldBinding } from '../../hooks/use-text-fields.ts';
import { TextField } from '../ui/text-field.tsx';
import { TextAreaField } from './text-area-field.tsx';

/**
 * The Amharic name of a business or a product (`<block>.nameAm`): optional, of at most `max` characters like the
 * name, and not offered by autofill; `field` ties it to the form's `nameAm`.
 */
export function AmharicNameField({
  block,
  max,
  field,
}: {
  block: string;
  max: number;
  field: (name: 'nameAm') => TextFieldBinding;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`${block}.nameAm`)}
      {...field('nameAm')}
      lang="am"
      autoComplete="off"
      maxLength={max}
    />
  );
}

/**
 * The description of a business or a product and its Amharic side, each of at most `max` characters, four rows
 * high. Their words are `<block>.description` and `.descriptionHint` (given `max`), `.descriptionAm` and
 * `.descriptionAmHint`; `field` ties each to the form's value of that name.
 */
export function DescriptionFields({
  block,
  max,
  field,
}: {
  block: string;
  max: number;
  field: (name: 'description' | 'descriptionAm') => TextFieldBinding;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        label={t(`${block}.description`)}
        hint={t(`${block}.descriptionHint`, { max: max.toLocaleString('en-US') })}
        {...field('description')}
        rows={4}
        maxLength={max}
      />
      <TextAreaField
        label={t(`${block}.descriptionAm`)}
        hint={t(`${block}.descriptionAmHint`)}
        {...field('descriptionAm')}
        lang="am"
        rows={4}
        maxLength={max}
      />
    </>
  );
}
