import { companyCalls } from '@sefer/contract/company';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/**
 * `POST /api/v2/company/verify/request`: a code by SMS to the business phone. `codeSent` is false when
 * one went out less than a minute ago; `resendAfter` says when another may be asked for.
 */
export const requestVerification = () => callApi(companyCalls.requestVerification);

export function useRequestVerification() {
  return useMutation({ mutationFn: requestVerification });
}
