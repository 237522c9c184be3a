import { DEVICE_ID_HEADER } from '@sefer/contract';
import type { FastifyRequest } from 'fastify';
import type { SessionClient } from './session.repository.ts';
import { USER_AGENT_MAX_LENGTH } from './user-agent.ts';

/** The web app's device ids (apps/web/src/lib/device-id.ts), and any like them. */
const DEVICE_ID = /^[\w-]{8,64}$/;

/** The browser a request says it comes from: its device id header when well formed, and its user agent. */
export function sessionClient(request: FastifyRequest): SessionClient {
  const deviceId = request.headers[DEVICE_ID_HEADER];
  const userAgent = request.headers['user-agent'];
  return {
    deviceId: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? deviceId : null,
    userAgent:
      typeof userAgent === 'string' && userAgent.trim()
        ? // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
          userAgent.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, USER_AGENT_MAX_LENGTH)
        : null,
  };
}
