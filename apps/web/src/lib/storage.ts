/**
 * Web Storage that never throws (private mode, disabled storage, quota, no `window` in tests).
 * `local` survives the browser closing; `session` lives as long as the tab.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeStored(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
