import type { UserLabel } from './user-labels';

/** A conversation as the label picker sees it: the union of its messages' label ids. */
export interface LabelTarget {
  labels: readonly string[];
}

/** A label in the picker: on every target conversation, on some, or on none. */
export interface LabelChoice {
  label: UserLabel;
  state: 'all' | 'some' | 'none';
}

/** The user's labels whose name holds `filter` (any case), each with how the targets carry it. */
export function labelChoices(
  labels: readonly UserLabel[],
  targets: readonly LabelTarget[],
  filter: string,
): LabelChoice[] {
  const wanted = filter.trim().toLowerCase();
  return labels
    .filter((label) => label.name.toLowerCase().includes(wanted))
    .map((label) => {
      const carrying = targets.filter((target) => target.labels.includes(label.id)).length;
      const state = carrying === 0 ? 'none' : carrying === targets.length ? 'all' : 'some';
      return { label, state };
    });
}
