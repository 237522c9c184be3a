import type { CreatePasswordBody } from '@sefer/contract/auth';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/auth/createPassword`: sets the password with the activation code (which it uses up). */
export function createPassword(body: CreatePasswordBody): Promise<{ passwordCreated: true }> {
  return apiClient.post<{ passwordCreated: true }>('/api/auth/createPassword', body);
}
