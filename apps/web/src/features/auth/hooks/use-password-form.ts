import { createRef, type RefObject, useState } from 'react';

/** The fields of the code step: the texted code, then the new password twice. */
export const CODE_AND_PASSWORD = ['code', 'password', 'confirmPassword'] as const;
export type CodeAndPasswordField = (typeof CODE_AND_PASSWORD)[number];

/**
 * The state of a password form over `fields` (in the order they stand): what is typed, the problems shown
 * (message keys) and the inputs; `showErrors` sets the problems and moves the focus to the first, `clear` empties
 * the form. `fields` is what `CodeAndPasswordFields` takes.
 */
export function usePasswordForm<F extends string>(names: readonly F[]) {
  const blank = () => Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>;
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [refs] = useState(
    () =>
      Object.fromEntries(names.map((name) => [name, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );
  const onChange = (field: F, value: string) => setValues((before) => ({ ...before, [field]: value }));
  const showErrors = (next: Partial<Record<F, string>>) => {
    setErrors(next);
    const first = names.find((name) => next[name]);
    if (first) refs[first].current?.focus();
  };
  const clear = () => {
    setValues(blank());
    setErrors({});
  };
  return { values, errors, refs, setErrors, showErrors, clear, fields: { refs, values, onChange, errors } };
}
