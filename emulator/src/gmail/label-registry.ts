import type { SeedLabel } from '../seed/types';

export type LabelRecord = gapi.client.gmail.Label & {
  id: string;
  name: string;
  type: 'system' | 'user';
};

/** Gmail's system labels as labels.list shows them. */
const SYSTEM_LABELS: readonly LabelRecord[] = [
  {
    id: 'CHAT',
    name: 'CHAT',
    messageListVisibility: 'hide',
    labelListVisibility: 'labelHide',
    type: 'system',
  },
  { id: 'SENT', name: 'SENT', type: 'system' },
  { id: 'INBOX', name: 'INBOX', type: 'system' },
  {
    id: 'IMPORTANT',
    name: 'IMPORTANT',
    messageListVisibility: 'hide',
    labelListVisibility: 'labelHide',
    type: 'system',
  },
  {
    id: 'TRASH',
    name: 'TRASH',
    messageListVisibility: 'hide',
    labelListVisibility: 'labelHide',
    type: 'system',
  },
  { id: 'DRAFT', name: 'DRAFT', type: 'system' },
  {
    id: 'SPAM',
    name: 'SPAM',
    messageListVisibility: 'hide',
    labelListVisibility: 'labelHide',
    type: 'system',
  },
  { id: 'CATEGORY_FORUMS', name: 'CATEGORY_FORUMS', type: 'system' },
  { id: 'CATEGORY_UPDATES', name: 'CATEGORY_UPDATES', type: 'system' },
  { id: 'CATEGORY_PERSONAL', name: 'CATEGORY_PERSONAL', type: 'system' },
  { id: 'CATEGORY_PROMOTIONS', name: 'CATEGORY_PROMOTIONS', type: 'system' },
  { id: 'CATEGORY_SOCIAL', name: 'CATEGORY_SOCIAL', type: 'system' },
  { id: 'STARRED', name: 'STARRED', type: 'system' },
  { id: 'UNREAD', name: 'UNREAD', type: 'system' },
];

/** System labels a client may not put on or take off a message. */
const FIXED_SYSTEM_LABELS = new Set(['DRAFT', 'SENT', 'CHAT']);

export class LabelNameConflictError extends Error {}

/** System labels plus the user's own ("Label_1", …). */
export class LabelRegistry {
  private readonly user = new Map<string, LabelRecord>();
  private nextNumber = 1;

  constructor(labels: readonly SeedLabel[] = []) {
    for (const label of labels) this.restore(label);
  }

  list(): LabelRecord[] {
    return [...SYSTEM_LABELS, ...this.user.values()].map((label) => ({ ...label }));
  }

  get(id: string): LabelRecord | undefined {
    return SYSTEM_LABELS.find((label) => label.id === id) ?? this.user.get(id);
  }

  userLabels(): LabelRecord[] {
    return [...this.user.values()];
  }

  /** User label name (lower-cased) → id, for search's `label:`. */
  userLabelIdsByName(): Map<string, string> {
    return new Map([...this.user.values()].map((label) => [label.name.toLowerCase(), label.id]));
  }

  canApply(id: string): boolean {
    return this.get(id) !== undefined && !FIXED_SYSTEM_LABELS.has(id);
  }

  /** Creates a user label; throws LabelNameConflictError when the name is taken (case-insensitively). */
  create(fields: Omit<gapi.client.gmail.Label, 'id' | 'type'> & { name: string }): LabelRecord {
    const wanted = fields.name.trim().toLowerCase();
    const taken = this.list().some((label) => label.name.toLowerCase() === wanted);
    if (taken) throw new LabelNameConflictError(fields.name);
    const label: LabelRecord = {
      ...fields,
      name: fields.name.trim(),
      id: `Label_${this.nextNumber++}`,
      type: 'user',
    };
    this.user.set(label.id, label);
    return { ...label };
  }

  /** Re-adds a saved or seeded user label, keeping its id. */
  restore(label: LabelRecord | SeedLabel): void {
    this.user.set(label.id, { ...label });
    const number = /^Label_(\d+)$/.exec(label.id)?.[1];
    if (number !== undefined) this.nextNumber = Math.max(this.nextNumber, Number(number) + 1);
  }
}
