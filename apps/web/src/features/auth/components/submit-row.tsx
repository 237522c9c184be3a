import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import styles from './auth-form.module.css';

/** The sign-in screens' submit button, in its row at the end of the form. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
