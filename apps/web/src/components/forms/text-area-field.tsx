import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from '../../features/company/components/company-form.module.css';
import { FieldFrame, type FrameProps } from '../ui/text-field.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  FrameProps & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line field whose hint and error are tied to it with aria-describedby. */
export function TextAreaField({ label, error, hint, ref, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea ref={ref} className={styles.textarea} {...control} {...props} />}
    </FieldFrame>
  );
}
