import type { QueryClient } from '@tanstack/react-query';
import { MY_COMPANY_KEY } from './get-my-company.ts';

/** The visitor's caches of a company's page (features/details): the page itself, its photos, posts and products. */
export const visitorCompanyKey = (companyId: number) => ['detail', 'company', companyId] as const;

/**
 * After a photo or a post changed: the owner's company (its counts and picture) and lists, and every visitor cache
 * of the page, are asked again, so the public page shows the change at once (the lists on screen refetch now,
 * the others when next shown).
 */
export function refreshCompany(client: QueryClient, companyId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: MY_COMPANY_KEY }),
    client.invalidateQueries({ queryKey: visitorCompanyKey(companyId) }),
  ]).then(() => undefined);
}
