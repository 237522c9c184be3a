import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH } from '@sefer/contract/constants';
import { formatPrice } from '@sefer/contract/format';
import { useTranslation } from 'react-i18next';
import { AmharicNameField, DescriptionFields } from '../../../components/forms/bilingual-fields.tsx';
import { TagPicker } from '../../../components/forms/tag-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { parsePrice } from '../lib/price.ts';
import type { ProductValues } from '../lib/product-form.ts';

interface ProductFieldsProps {
  value: ProductValues;
  onChange: (value: ProductValues) => void;
  errors: FieldErrors;
}

/** The product form's own fields (spec §3 product): name, Amharic name, description in both, price, tags. */
export function ProductFields({ value, onChange, errors }: ProductFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends keyof ProductValues>(field: K, next: ProductValues[K]) =>
    onChange({ ...value, [field]: next });
  const field = useTextFields(value, set, errors);
  const price = parsePrice(value.price);
  // Once a price is typed, the hint says how cards will show it.
  const shown =
    price.ok && price.price !== null
      ? t('products.fields.pricePreview', { price: formatPrice(price.price) })
      : null;

  return (
    <>
      <TextField
        label={t('products.fields.name')}
        hint={t('products.fields.nameHint', { max: PRODUCT_NAME_MAX_LENGTH })}
        {...field('name')}
        autoComplete="off"
        maxLength={PRODUCT_NAME_MAX_LENGTH}
        required
      />
      <AmharicNameField block="products.fields" max={PRODUCT_NAME_MAX_LENGTH} field={field} />
      <DescriptionFields block="products.fields" max={PRODUCT_DESCRIPTION_MAX_LENGTH} field={field} />
      <TextField
        label={t('products.fields.price')}
        hint={[t('products.fields.priceHint'), shown].filter(Boolean).join(' ')}
        {...field('price')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        data-testid="price-input"
      />
      <TagPicker
        value={value.tags}
        onChange={(tags) => set('tags', tags)}
        error={errors.tags ? t(errors.tags) : null}
      />
    </>
  );
}
