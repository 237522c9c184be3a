import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTo } from '../lib/return-to.ts';

/** Where to go once signed in, from `?returnTo=` (null: the screen's own default). */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(RETURN_TO_PARAM));
}
