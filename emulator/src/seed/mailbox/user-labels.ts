import type { SeedLabel } from '../types';

export const LABEL_TRAVEL = 'Label_1';
export const LABEL_RECEIPTS = 'Label_2';
export const LABEL_PROJECT = 'Label_3';
export const LABEL_FAMILY = 'Label_4';

// Colours of Gmail's label palette (labels.create refuses others), light with dark text as most
// users pick them; Family has none, as a label the user never coloured.
export const USER_LABELS: readonly SeedLabel[] = [
  {
    id: LABEL_TRAVEL,
    name: 'Travel',
    type: 'user',
    color: { backgroundColor: '#c9daf8', textColor: '#1c4587' },
  },
  {
    id: LABEL_RECEIPTS,
    name: 'Receipts',
    type: 'user',
    color: { backgroundColor: '#b9e4d0', textColor: '#0b4f30' },
  },
  {
    id: LABEL_PROJECT,
    name: 'Projects/Atlas',
    type: 'user',
    color: { backgroundColor: '#fad165', textColor: '#000000' },
  },
  { id: LABEL_FAMILY, name: 'Family', type: 'user' },
];

/** The id of the user label the seed data names. */
export function labelId(name: string): string {
  const label = USER_LABELS.find((candidate) => candidate.name === name);
  if (!label) throw new Error(`seed data: no user label named ${name}`);
  return label.id;
}
