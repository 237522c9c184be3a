import { type CompanyRegisterBody, companyCalls } from '@sefer/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { storeOwnCompany } from './own-company-cache.ts';

/** `POST /api/v2/company/register`: the business form; answers the new company. */
export const registerCompany = (body: CompanyRegisterBody) => callApi(companyCalls.register, { body });

export function useRegisterCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: (company) => storeOwnCompany(client, company),
  });
}
