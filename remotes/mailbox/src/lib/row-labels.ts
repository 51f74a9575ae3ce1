import type { ComponentType } from 'react';
import type { LabelChipsProps, UserLabel } from '@mail/gmail-client/labels';

/**
 * The user's labels and the component that shows them as chips, both from
 * @mail/gmail-client/labels: loaded after the first rows, so neither weighs on the first screen.
 */
export interface RowLabels {
  labels: readonly UserLabel[];
  Chips: ComponentType<LabelChipsProps>;
}
