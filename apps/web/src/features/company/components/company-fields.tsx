import { suggestHandle } from '@sefer/contract/company';
import { COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH } from '@sefer/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmharicNameField, DescriptionFields } from '../../../components/forms/bilingual-fields.tsx';
import { TagPicker } from '../../../components/forms/tag-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTextFields } from '../../../hooks/use-text-fields.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import type { BasicValues } from '../lib/basic-values.ts';

interface CompanyFieldsProps {
  value: BasicValues;
  onChange: (value: BasicValues) => void;
  errors: FieldErrors;
  /** Registering: the handle follows the name until the person edits it. */
  suggest?: boolean;
  /** The business phone is confirmed: changing it takes the verified mark away (DESIGN §2). */
  verified?: boolean;
}

/**
 * The business form's own fields (spec §3): name, Amharic name, handle, description and its Amharic side, tags,
 * phone.
 */
export function CompanyFields({
  value,
  onChange,
  errors,
  suggest = false,
  verified = false,
}: CompanyFieldsProps) {
  const { t } = useTranslation();
  const [handleEdited, setHandleEdited] = useState(!suggest);
  const set = <K extends keyof BasicValues>(field: K, next: BasicValues[K]) =>
    onChange({ ...value, [field]: next });
  const field = useTextFields(value, set, errors);

  return (
    <>
      <TextField
        label={t('company.fields.name')}
        hint={t('company.fields.nameHint')}
        {...field('name')}
        onChange={(e) =>
          onChange({
            ...value,
            name: e.target.value,
            ...(handleEdited ? {} : { handle: suggestHandle(e.target.value) }),
          })
        }
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        required
      />
      <AmharicNameField block="company.fields" max={COMPANY_NAME_MAX_LENGTH} field={field} />
      <TextField
        label={t('company.fields.handle')}
        hint={t('company.fields.handleHint')}
        {...field('handle')}
        onChange={(e) => {
          setHandleEdited(true);
          set('handle', e.target.value);
        }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={31}
        required
      />
      <DescriptionFields block="company.fields" max={COMPANY_DESCRIPTION_MAX_LENGTH} field={field} />
      <TagPicker
        value={value.tags}
        onChange={(tags) => set('tags', tags)}
        error={errors.tags ? t(errors.tags) : null}
      />
      <TextField
        label={t('company.fields.phone')}
        hint={verified ? t('company.fields.phoneVerifiedHint') : t('company.fields.phoneHint')}
        {...field('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
    </>
  );
}
