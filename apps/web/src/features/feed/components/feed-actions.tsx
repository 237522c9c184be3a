import { createContext, useContext } from 'react';

/** What a card needs from the screen around it. */
export interface FeedActions {
  /** Where a signed-out visitor logs in (and comes back here after); null when signed in. */
  loginHref: string | null;
  /** The feed's centre, for the details dialog's map and directions. */
  origin: { name: string; lat: number; lng: number };
}

export const FeedActionsContext = createContext<FeedActions | null>(null);

export function useFeedActions(): FeedActions {
  const actions = useContext(FeedActionsContext);
  if (!actions) throw new Error('FeedActionsContext is missing');
  return actions;
}
