/** The operators Gmail's `q` understands here; any other `name:value` is searched as plain words. */
export const OPERATOR_NAMES = [
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'label',
  'in',
  'is',
  'has',
  'filename',
  'after',
  'before',
  'older_than',
  'newer_than',
  'larger',
  'smaller',
  'rfc822msgid',
  'category',
] as const;

export type OperatorName = (typeof OPERATOR_NAMES)[number];

const operatorsByName: ReadonlyMap<string, OperatorName> = new Map(
  OPERATOR_NAMES.map((name) => [name, name]),
);

/** Operator names are case-insensitive in Gmail (`FROM:ann` works like `from:ann`). */
export function toOperatorName(name: string): OperatorName | undefined {
  return operatorsByName.get(name.toLowerCase());
}
