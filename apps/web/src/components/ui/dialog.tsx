import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  /** Called once the dialog has closed (Escape, the close button, a click on the backdrop, or `close`). */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  testId?: string;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page inert, closes on Escape
 * and gives focus back to the opener. Mark the first field with `data-autofocus` to start there. Mount it to open it; it closes through `onClose`.
 */
export function Dialog({ title, onClose, children, footer, wide = false, testId }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus starts on the element marked `data-autofocus`, else on the first control (the browser's).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the <dialog> handles itself.
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) ref.current?.close();
      }}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => ref.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}

/** Closes the dialog that holds `element` (for Cancel buttons and after saving). */
export function closeDialogOf(element: Element | null): void {
  element?.closest('dialog')?.close();
}
