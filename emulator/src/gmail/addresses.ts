const ADDRESS = /[^\s<>,;:"()[\]@]+@[^\s<>,;:"()[\]@]+\.[^\s<>,;:"()[\]@]+/g;

/** The e-mail addresses in an address header value, lower-cased (display names and groups ignored). */
export function extractAddresses(headerValue: string): string[] {
  const withoutQuoted = headerValue.replace(/"(?:[^"\\]|\\.)*"/g, ' ');
  return (withoutQuoted.match(ADDRESS) ?? []).map((address) => address.toLowerCase());
}
