import { companyCalls } from '@sefer/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { storeOwnCompany } from './own-company-cache.ts';

/** `POST /api/v2/company/verify/confirm`: the code from the SMS; answers the company, now verified. */
export const confirmVerification = (code: string) =>
  callApi(companyCalls.confirmVerification, { body: { code } });

export function useConfirmVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmVerification,
    onSuccess: (company) => storeOwnCompany(client, company),
  });
}
