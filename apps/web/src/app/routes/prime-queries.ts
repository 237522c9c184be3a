import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { companyQueryOptions } from '../../features/details/api/get-company.ts';
import { placeQueryOptions } from '../../features/details/api/get-place.ts';
import { productQueryOptions } from '../../features/details/api/get-product.ts';
import { parseId } from '../../features/details/lib/paths.ts';
import type { Viewer } from '../../features/details/lib/viewer.ts';
import { selectedPlace } from '../../features/places/lib/saved-places.ts';
import { getPlacesState } from '../../features/places/lib/saved-places-store.ts';
import { searchAllQueryOptions } from '../../features/search/api/search-all.ts';
import { allTagsQueryOptions } from '../../features/tags/api/get-all-tags.ts';
import { parseSearchParams } from '../../lib/search-params.ts';

/*
 * Route loaders that start asking for a screen's data as the navigation starts, while the screen's code is still
 * downloading, instead of once it has rendered (on a slow network, one round trip and more saved;
 * docs/web-performance.md).
 * Each primes the query its screen reads, under the same key, waits for nothing and returns nothing; the screen
 * shows its own loading and error states.
 */

/** The selected saved place, from which the screens measure distances (as `useFeedCentre` has it). */
function origin(): Viewer {
  const { lat, lng } = selectedPlace(getPlacesState());
  return { lat, lng };
}

type Prime = (client: QueryClient, id: number, viewer: Viewer) => Promise<void>;
const PRIME = {
  companyId: (client, id, viewer) => client.prefetchQuery(companyQueryOptions(id, viewer)),
  productId: (client, id, viewer) => client.prefetchQuery(productQueryOptions(id, viewer)),
  placeId: (client, id, viewer) => client.prefetchQuery(placeQueryOptions(id, viewer)),
} satisfies Record<string, Prime>;

/** A detail screen's subject, by the id in the path and the selected place (as `useDetailRoute` has them). */
export function primeDetail(client: QueryClient, param: keyof typeof PRIME) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseId(params[param]);
    if (id !== null) void PRIME[param](client, id, origin());
    return null;
  };
}

/** The search screen's results, for a non-blank key (as `SearchRoute` reads the query string). */
export function primeSearch(client: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = parseSearchParams(new URL(request.url).searchParams);
    if (query.key.trim() !== '') void client.prefetchQuery(searchAllQueryOptions(query, origin()));
    return null;
  };
}

/** Explore's tags. */
export function primeExplore(client: QueryClient) {
  return () => {
    void client.prefetchQuery(allTagsQueryOptions());
    return null;
  };
}
