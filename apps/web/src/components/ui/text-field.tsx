import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './text-field.module.css';

/** What ties a control to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FrameProps {
  label: string;
  /** Translated message, shown in red under the field and announced with it. */
  error?: string | null;
  hint?: string;
}

/** A label, the control `children` draws with the props it is given, then the hint and the error. */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: FrameProps & { className?: string; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  FrameProps & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, error, hint, ref, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} className={styles.input} {...control} {...props} />}
    </FieldFrame>
  );
}
