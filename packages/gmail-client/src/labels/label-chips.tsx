import { Fragment, type CSSProperties } from 'react';
import type { UserLabel } from './user-labels';

/** Gmail's look for a label without colours: grey. */
const UNCOLOURED = { backgroundColor: '#e8eaed', textColor: '#3c4043' };

const CHIP_STYLE: CSSProperties = {
  display: 'inline-block',
  maxWidth: '12em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  padding: '0 6px',
  borderRadius: '4px',
  fontSize: '12px',
  lineHeight: '18px',
  fontWeight: 'normal',
};

export interface LabelChipsProps {
  /** The conversation's label ids; system labels and unknown ids show nothing. */
  labelIds: readonly string[];
  /** The user's labels (`listUserLabels`). */
  labels: readonly UserLabel[];
}

/**
 * A chip per user label of the conversation, in Gmail's colours, in the order of `labels` (by name).
 * Shared by the mailbox rows and the conversation header, so both show labels alike.
 */
export function LabelChips({ labelIds, labels }: LabelChipsProps) {
  const shown = labels.filter((label) => labelIds.includes(label.id));
  if (shown.length === 0) return null;
  return (
    <span className="label-chips" data-label-chips="">
      {shown.map(({ id, name, backgroundColor, textColor }, index) => (
        // A space between chips, so that their names are words apart when read aloud.
        <Fragment key={id}>
          {index > 0 && ' '}
          <bdi
            className="label-chip"
            data-label-id={id}
            style={{
              ...CHIP_STYLE,
              backgroundColor: backgroundColor ?? UNCOLOURED.backgroundColor,
              color: textColor ?? UNCOLOURED.textColor,
            }}
          >
            {name}
          </bdi>
        </Fragment>
      ))}
    </span>
  );
}
