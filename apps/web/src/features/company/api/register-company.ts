import { type CompanyRegisterBody, companyCalls } from '@sefer/contract/company';
import { useStoringMutation } from '../../../hooks/use-storing-mutation.ts';
import { callApi } from '../../../lib/call-api.ts';
import { storeOwnCompany } from './own-company-cache.ts';

/** `POST /api/v2/company/register`: the business form; answers the new company. */
export const registerCompany = (body: CompanyRegisterBody) => callApi(companyCalls.register, { body });

export const useRegisterCompany = () => useStoringMutation(registerCompany, storeOwnCompany);
