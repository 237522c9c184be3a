import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), ticking once a second; 0 once it has passed. */
export function useSecondsUntil(deadline: number | undefined): number {
  const left = () => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` only reads `deadline`.
  useEffect(() => {
    setSeconds(left());
    if (!deadline || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}
