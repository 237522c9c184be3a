import { useTranslation } from 'react-i18next';

/** The keys of `V` that hold the text of a field. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `field(key)` gives a `TextField` or `TextAreaField`. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | null;
}

/**
 * Ties text fields to a form's values: `field('nameAm')` is the name, value, change and translated error that
 * a `TextField` or `TextAreaField` of that key takes; the rest of its props stay where the field is drawn.
 */
export function useTextFields<V extends object>(
  values: V,
  set: (field: TextKey<V>, next: string) => void,
  /** Translation keys of the fields' problems. */
  errors: Readonly<Partial<Record<string, string>>>,
) {
  const { t } = useTranslation();
  return <K extends TextKey<V>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field] ? t(errors[field]) : null,
  });
}
