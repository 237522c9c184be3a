import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("records helmet's headers for the options, lower-cased", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses a directive worked out per request, which would be frozen at its first value', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/per request/);
  });
});
