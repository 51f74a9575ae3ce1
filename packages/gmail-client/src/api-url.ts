/**
 * A Google API URL (or, with origin '', a path for a batch part). Every call asks for
 * prettyPrint=false: Google indents JSON by default, which only adds bytes.
 */
export function apiUrl(
  origin: string,
  path: string,
  params: Record<string, string> | URLSearchParams = {},
): string {
  const query = new URLSearchParams(params);
  query.set('prettyPrint', 'false');
  return `${origin}${path}?${query}`;
}

/** A Gmail URL under `/gmail/v1/users/me` (with origin '', the path of a batch part). */
export function gmailUserUrl(
  origin: string,
  path: string,
  params?: Record<string, string> | URLSearchParams,
): string {
  return apiUrl(origin, `/gmail/v1/users/me${path}`, params);
}
