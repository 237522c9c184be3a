import { type CompanyUpdateBody, companyCalls } from '@sefer/contract/company';
import { useStoringMutation } from '../../../hooks/use-storing-mutation.ts';
import { callApi } from '../../../lib/call-api.ts';
import { storeOwnCompany } from './own-company-cache.ts';

/** `POST /api/v2/company/update`: only the fields sent change; answers the company as it now is. */
export const updateCompany = (body: CompanyUpdateBody) => callApi(companyCalls.update, { body });

export const useUpdateCompany = () => useStoringMutation(updateCompany, storeOwnCompany);
