/** Development defaults, used when the shell was not served by the API (Vite dev server). */
const DEV_CLIENT_ID = 'sefer-web';
const DEV_CLIENT_SECRET = 'sefer-web-dev-secret';

function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content ? content : null;
}

/** The web client's id and secret for the token endpoint, injected by the server into the app shell. */
export function clientCredentials(): { client_id: string; client_secret: string } {
  return {
    client_id: meta('sefer-client-id') ?? DEV_CLIENT_ID,
    client_secret: meta('sefer-client-secret') ?? DEV_CLIENT_SECRET,
  };
}
