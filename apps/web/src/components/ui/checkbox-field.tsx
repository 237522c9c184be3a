import type { InputHTMLAttributes } from 'react';
import styles from './checkbox-field.module.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its label as the click target. */
export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  return (
    <label className={[styles.option, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...props} />
      <span>{label}</span>
    </label>
  );
}
