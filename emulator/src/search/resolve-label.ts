/** Gmail's system label ids; `label:` accepts them by id, in any case (label:inbox, label:unread). */
const SYSTEM_LABEL_IDS: ReadonlySet<string> = new Set([
  'INBOX',
  'SPAM',
  'TRASH',
  'UNREAD',
  'STARRED',
  'IMPORTANT',
  'SENT',
  'DRAFT',
  'CHAT',
  'CATEGORY_PERSONAL',
  'CATEGORY_SOCIAL',
  'CATEGORY_PROMOTIONS',
  'CATEGORY_UPDATES',
  'CATEGORY_FORUMS',
]);

/** Gmail writes a label's spaces and nesting slashes as dashes in queries: 'Work/My Project' ~ work-my-project. */
const NAME_SEPARATORS = /[\s/-]+/g;

function normalizeLabelName(name: string): string {
  return name.trim().toLowerCase().replace(NAME_SEPARATORS, '-');
}

/** Returns a lookup from a label name as written in a query to the label id, or undefined if unknown. */
export function createLabelResolver(
  userLabels: ReadonlyMap<string, string> | undefined,
): (name: string) => string | undefined {
  let userLabelIds: Map<string, string> | undefined;

  return (name) => {
    const upper = name.trim().toUpperCase();
    if (SYSTEM_LABEL_IDS.has(upper)) return upper;
    // Built on first use: most queries name no user label.
    if (!userLabelIds) {
      userLabelIds = new Map();
      for (const [labelName, id] of userLabels ?? []) {
        const key = normalizeLabelName(labelName);
        // When two names collapse to one key ('a-b' and 'a/b'), the first listed wins.
        if (!userLabelIds.has(key)) userLabelIds.set(key, id);
      }
    }
    return userLabelIds.get(normalizeLabelName(name));
  };
}
