import type { MailListItem } from '@mail/gmail-client';
import type { UserLabel } from '@mail/gmail-client/labels';

/** A label in the picker: on every selected conversation, on some, or on none. */
export interface LabelChoice {
  label: UserLabel;
  state: 'all' | 'some' | 'none';
}

/** The user's labels whose name holds `filter` (any case), each with how the selection carries it. */
export function labelChoices(
  labels: readonly UserLabel[],
  selected: readonly MailListItem[],
  filter: string,
): LabelChoice[] {
  const wanted = filter.trim().toLowerCase();
  return labels
    .filter((label) => label.name.toLowerCase().includes(wanted))
    .map((label) => {
      const carrying = selected.filter((item) => item.labels.includes(label.id)).length;
      const state = carrying === 0 ? 'none' : carrying === selected.length ? 'all' : 'some';
      return { label, state };
    });
}
