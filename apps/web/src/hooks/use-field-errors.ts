import { useCallback, useRef, useState } from 'react';
import { type FieldErrors, focusFirstInvalid } from '../lib/field-errors.ts';

/**
 * The problems a form shows under its fields, from the contract's schema in the browser or from the
 * server's answer: showing some moves the focus to the first field marked invalid.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const show = useCallback((next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) focusFirstInvalid(formRef.current);
  }, []);
  return { formRef, errors, show };
}
