import { useRef, useState } from 'react';

export type CodeAndPasswordField = 'code' | 'password' | 'confirmPassword';
export type CodeAndPasswordErrors = Partial<Record<CodeAndPasswordField, string>>;

const FIELDS: readonly CodeAndPasswordField[] = ['code', 'password', 'confirmPassword'];

/**
 * What `CodeAndPasswordFields` shows: the code and the new password twice as typed, the fields' problems
 * (message keys) and their inputs; `showErrors` sets the problems and moves the focus to the first.
 */
export function useCodeAndPassword() {
  const [values, setValues] = useState<Record<CodeAndPasswordField, string>>({
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<CodeAndPasswordErrors>({});
  const refs = {
    code: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const onChange = (field: CodeAndPasswordField, value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  const showErrors = (next: CodeAndPasswordErrors) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };
  return { values, errors, setErrors, showErrors, fields: { refs, values, onChange, errors } };
}
