// @mail/gmail-client/labels: the user's labels and their chips, an entry of its own so that the
// first screen does not download it (the rows' chips come after the first rows).
export { LabelChips, type LabelChipsProps } from './label-chips';
export { listUserLabels, threadsUnread, userLabelsOf, type UserLabel } from './user-labels';
export type { LabelTarget } from './label-choices';
export { LabelPicker, type LabelPickerProps } from './label-picker';
