export { addressKey, isValidAddress, sameAddress } from './address';
export { parseAddressList, type ParsedAddress } from './address-list';
export { messageIdsIn, replyReferences } from './message-ids';
export { formatMailbox, type Mailbox } from './mailbox';
export { endsEntry, isValidRecipient, mailboxOf, recipientKey, recipientLabel } from './recipients';
export { validateDraft, VALIDATION_MESSAGES, type DraftFields } from './validate-draft';
export {
  addChip,
  removeLastChip,
  suggest,
  SUGGESTION_LIMIT,
  type Suggestion,
} from './recipient-chips';
export { collectSuggestions, suggestionLabel } from './suggestions';
export {
  afterSeeing,
  afterWriting,
  compareUsefulness,
  rankCandidates,
  type Correspondent,
} from './correspondents';
export {
  forwardSubject,
  recipientsFor,
  replySubject,
  subjectFor,
  type Recipients,
  type ReplyMode,
} from './reply';
export { escapeHtml } from '../html-escaping';
export { formatQuoteDate, quoteOriginal, type QuoteOptions } from './quote-original';
export { prefillEditor, type EditorPrefill } from './editor-prefill';
