/** The client id when a shell carries none; the secret has no default (the API generates and serves it). */
const DEFAULT_CLIENT_ID = 'sefer-web';

function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content ? content : null;
}

/** The web client's id and secret for the token endpoint, injected by the server into the app shell. */
export function clientCredentials(): { client_id: string; client_secret: string } {
  return {
    client_id: meta('sefer-client-id') ?? DEFAULT_CLIENT_ID,
    client_secret: meta('sefer-client-secret') ?? '',
  };
}
