import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

type Listener = () => void;
const listeners = new Set<Listener>();
let message: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows `text` in the page's live region for `ms` milliseconds (a newer message replaces it). */
export function showToast(text: string, ms: number): void {
  clearTimeout(timer);
  message = text;
  emit();
  timer = setTimeout(() => {
    message = null;
    emit();
  }, ms);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => message;

/** The one polite live region of the app (always in the page, so screen readers hear each message). */
export function ToastRegion() {
  const text = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toast">
      {text && <p className={styles.toast}>{text}</p>}
    </div>
  );
}
