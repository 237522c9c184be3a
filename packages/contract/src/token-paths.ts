/**
 * The token endpoint (OAuth2-style, form-encoded: password and refresh grants) and logout, declared without zod: the
 * app refreshes tokens from its first load (decision 0029). The API registers its routes at these paths.
 */
export const TOKEN_PATH = '/api/auth/login';
export const LOGOUT_PATH = '/api/auth/logout';
