import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { companyQueryOptions } from '../../../features/details/api/get-company.ts';
import { placeQueryOptions } from '../../../features/details/api/get-place.ts';
import { productQueryOptions } from '../../../features/details/api/get-product.ts';
import { parseId } from '../../../features/details/lib/paths.ts';
import type { Viewer } from '../../../features/details/lib/viewer.ts';
import { selectedPlace } from '../../../features/places/lib/saved-places.ts';
import { getPlacesState } from '../../../features/places/lib/saved-places-store.ts';

type Prime = (client: QueryClient, id: number, viewer: Viewer) => Promise<void>;
const PRIME = {
  companyId: (client, id, viewer) => client.prefetchQuery(companyQueryOptions(id, viewer)),
  productId: (client, id, viewer) => client.prefetchQuery(productQueryOptions(id, viewer)),
  placeId: (client, id, viewer) => client.prefetchQuery(placeQueryOptions(id, viewer)),
} satisfies Record<string, Prime>;

/**
 * A detail route's loader: starts asking for the subject as the navigation starts, while the screen's code is
 * still downloading, instead of once it has rendered (on a slow network that is one round trip and more saved).
 * It primes the query the screen reads (the same key: the id and the selected place, as `useDetailRoute` has
 * them), waits for nothing and returns nothing; the screen shows its own loading and error states.
 */
export function primeDetail(client: QueryClient, param: keyof typeof PRIME) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseId(params[param]);
    if (id !== null) {
      const { lat, lng } = selectedPlace(getPlacesState());
      void PRIME[param](client, id, { lat, lng });
    }
    return null;
  };
}
