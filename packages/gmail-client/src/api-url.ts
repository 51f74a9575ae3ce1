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
