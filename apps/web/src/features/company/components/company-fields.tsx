import { suggestHandle } from '@sefer/contract/company';
import { COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH } from '@sefer/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/forms/tag-picker.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
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
  const error = (field: keyof BasicValues) => (errors[field] ? t(errors[field]) : null);
  const set = <K extends keyof BasicValues>(field: K, next: BasicValues[K]) =>
    onChange({ ...value, [field]: next });

  return (
    <>
      <TextField
        label={t('company.fields.name')}
        hint={t('company.fields.nameHint')}
        name="name"
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        value={value.name}
        onChange={(e) =>
          onChange({
            ...value,
            name: e.target.value,
            ...(handleEdited ? {} : { handle: suggestHandle(e.target.value) }),
          })
        }
        error={error('name')}
        required
      />
      <TextField
        label={t('company.fields.nameAm')}
        name="nameAm"
        lang="am"
        autoComplete="off"
        maxLength={COMPANY_NAME_MAX_LENGTH}
        value={value.nameAm}
        onChange={(e) => set('nameAm', e.target.value)}
        error={error('nameAm')}
      />
      <TextField
        label={t('company.fields.handle')}
        hint={t('company.fields.handleHint')}
        name="handle"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={31}
        value={value.handle}
        onChange={(e) => {
          setHandleEdited(true);
          set('handle', e.target.value);
        }}
        error={error('handle')}
        required
      />
      <TextAreaField
        label={t('company.fields.description')}
        hint={t('company.fields.descriptionHint')}
        name="description"
        rows={4}
        maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
        value={value.description}
        onChange={(e) => set('description', e.target.value)}
        error={error('description')}
      />
      <TextAreaField
        label={t('company.fields.descriptionAm')}
        hint={t('company.fields.descriptionAmHint')}
        name="descriptionAm"
        lang="am"
        rows={4}
        maxLength={COMPANY_DESCRIPTION_MAX_LENGTH}
        value={value.descriptionAm}
        onChange={(e) => set('descriptionAm', e.target.value)}
        error={error('descriptionAm')}
      />
      <TagPicker value={value.tags} onChange={(tags) => set('tags', tags)} error={error('tags')} />
      <TextField
        label={t('company.fields.phone')}
        hint={verified ? t('company.fields.phoneVerifiedHint') : t('company.fields.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={error('phone')}
        required
      />
    </>
  );
}
