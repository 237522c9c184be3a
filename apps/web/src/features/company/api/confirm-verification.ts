import { companyCalls } from '@sefer/contract/company';
import { useStoringMutation } from '../../../hooks/use-storing-mutation.ts';
import { callApi } from '../../../lib/call-api.ts';
import { storeOwnCompany } from './own-company-cache.ts';

/** `POST /api/v2/company/verify/confirm`: the code from the SMS; answers the company, now verified. */
export const confirmVerification = (code: string) =>
  callApi(companyCalls.confirmVerification, { body: { code } });

export const useConfirmVerification = () => useStoringMutation(confirmVerification, storeOwnCompany);
