import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `ms` (the autocomplete's 10 ms debounce, spec §9). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
