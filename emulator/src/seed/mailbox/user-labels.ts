import type { SeedLabel } from '../types';

export const LABEL_TRAVEL = 'Label_1';
export const LABEL_RECEIPTS = 'Label_2';
export const LABEL_PROJECT = 'Label_3';
export const LABEL_FAMILY = 'Label_4';

export const USER_LABELS: readonly SeedLabel[] = [
  { id: LABEL_TRAVEL, name: 'Travel', type: 'user' },
  { id: LABEL_RECEIPTS, name: 'Receipts', type: 'user' },
  { id: LABEL_PROJECT, name: 'Projects/Atlas', type: 'user' },
  { id: LABEL_FAMILY, name: 'Family', type: 'user' },
];
