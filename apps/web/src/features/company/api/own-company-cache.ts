import type { OwnCompany } from '@sefer/contract/company';
import type { QueryClient } from '@tanstack/react-query';
import { MY_COMPANY_KEY } from './get-my-company.ts';

/**
 * After a write that answers with the company: the owner's screens take the answer as it is, and the
 * visitor's views of the company (its detail page, whatever the viewer's place) are asked for again.
 */
export async function storeOwnCompany(client: QueryClient, company: OwnCompany): Promise<void> {
  client.setQueryData(MY_COMPANY_KEY, company);
  await client.invalidateQueries({ queryKey: ['detail', 'company', company.id] });
}
