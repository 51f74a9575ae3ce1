/**
 * Whether Gmail authenticated a message's sender: read from the Authentication-Results header
 * (RFC 8601) that Gmail's receiving servers add on delivery, e.g.
 *
 *   mx.google.com; dkim=pass header.i=@example.com header.s=s1 header.b=abc;
 *     spf=pass (google.com: domain of ann@example.com designates 192.0.2.1 as permitted sender)
 *     smtp.mailfrom=ann@example.com; dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.com
 *
 * Only the first such header whose authserv-id is Google's counts: Gmail adds its own above the
 * message as received, and any further one was written by whoever sent the mail.
 */

/** The authserv-id Gmail's receiving servers write. */
const GOOGLE_AUTHSERV_ID = 'mx.google.com';

/** One `method=result` statement with its properties (`header.i`, `smtp.mailfrom`…), lower-cased. */
interface MethodResult {
  method: string;
  result: string;
  properties: Map<string, string>;
}

/** The header without RFC 5322 comments (nested parentheses; a quoted string keeps its own). */
function withoutComments(value: string): string {
  let depth = 0;
  let quoted = false;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (char === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += char + (value[i + 1] ?? '');
      i++;
    } else if (quoted) {
      out += char;
      if (char === '"') quoted = false;
    } else if (char === '(') depth++;
    else if (char === ')' && depth > 0) depth--;
    else if (depth === 0) {
      if (char === '"') quoted = true;
      out += char;
    }
  }
  return out;
}

const unquote = (value: string) => value.replace(/^"(.*)"$/s, '$1');

/** The header's authserv-id and its method results. */
function parseAuthenticationResults(value: string): {
  authservId: string;
  results: MethodResult[];
} {
  const [authserv = '', ...statements] = withoutComments(value).split(';');
  const results = statements.flatMap((statement) => {
    const [head, ...rest] = statement.trim().split(/\s+/);
    const match = /^([a-z0-9-]+)(?:\/\d+)?=([a-z]+)$/i.exec(head ?? '');
    if (!match) return [];
    const properties = new Map<string, string>();
    for (const word of rest) {
      const property = /^([a-z0-9-]+\.[a-z0-9-]+)=(.+)$/i.exec(word);
      if (property) properties.set(property[1]!.toLowerCase(), unquote(property[2]!).toLowerCase());
    }
    return [{ method: match[1]!.toLowerCase(), result: match[2]!.toLowerCase(), properties }];
  });
  return { authservId: authserv.trim().split(/\s+/)[0]?.toLowerCase() ?? '', results };
}

/** The domain of an address or `@domain` identity; the value itself when it has no `@`. */
const domainOf = (identity: string | undefined) => identity?.slice(identity.lastIndexOf('@') + 1);

/**
 * DMARC's relaxed alignment, without a public suffix list: the same domain, or one a subdomain of
 * the other (mail.example.com signs for example.com). Two sibling subdomains do not count.
 */
function aligned(authenticated: string | undefined, fromDomain: string): boolean {
  if (!authenticated) return false;
  return (
    authenticated === fromDomain ||
    fromDomain.endsWith(`.${authenticated}`) ||
    authenticated.endsWith(`.${fromDomain}`)
  );
}

/** Whether this statement authenticates `fromDomain`: a pass for an identity aligned with it. */
function authenticates({ method, result, properties }: MethodResult, fromDomain: string): boolean {
  if (result !== 'pass') return false;
  if (method === 'dkim')
    return aligned(domainOf(properties.get('header.d') ?? properties.get('header.i')), fromDomain);
  if (method === 'spf') return aligned(domainOf(properties.get('smtp.mailfrom')), fromDomain);
  if (method === 'dmarc') return properties.get('header.from') === fromDomain;
  return false;
}

/**
 * Whether Gmail authenticated `fromEmail` as the sender: DKIM, SPF or DMARC passed for a domain
 * aligned with the From address's, in Gmail's own Authentication-Results (`headers` in the
 * message's order, as the API gives them).
 */
export function isSenderAuthenticated(
  headers: readonly gapi.client.gmail.MessagePartHeader[] | undefined,
  fromEmail: string,
): boolean {
  const fromDomain = domainOf(fromEmail.toLowerCase());
  if (!fromDomain || !fromEmail.includes('@')) return false;
  const gmails = (headers ?? [])
    .filter(({ name }) => name?.toLowerCase() === 'authentication-results')
    .map(({ value }) => parseAuthenticationResults(value ?? ''))
    .find(({ authservId }) => authservId === GOOGLE_AUTHSERV_ID);
  return gmails?.results.some((result) => authenticates(result, fromDomain)) ?? false;
}
