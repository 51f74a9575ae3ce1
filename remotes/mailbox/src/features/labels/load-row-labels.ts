import { getGoogleClient } from '@mail/gmail-client';
import { LabelChips, listUserLabels } from '@mail/gmail-client/labels';
import type { RowLabels } from '../../lib/row-labels';

/** The user's labels (labels.list), with the chips to show them. A chunk of its own: see RowLabels. */
export async function loadRowLabels(): Promise<RowLabels> {
  return { labels: await listUserLabels(getGoogleClient()), Chips: LabelChips };
}
