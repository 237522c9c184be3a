import type { CheckUser } from '@sefer/contract/auth';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/auth/checkUser/{phone}`: 404 `not_found` when no account uses the number. */
export function checkUser(phone: string): Promise<CheckUser> {
  return apiClient.get<CheckUser>(`/api/auth/checkUser/${encodeURIComponent(phone)}`);
}
