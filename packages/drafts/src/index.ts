// Unsent messages: what the editor holds (the compose side owns it) and their copy on this device,
// kept in IndexedDB so a reload, a crashed tab or a sign-out for an expired token loses nothing.
export {
  attachmentName,
  attachmentSize,
  EMPTY_DRAFT,
  fileAttachment,
  originalAttachment,
  type ComposeDraft,
  type DraftAttachment,
} from './compose-draft';
export {
  askForPersistentStorage,
  closedDraftKey,
  countDraftsNotInGmail,
  deleteDraft,
  isClosedDraftKey,
  loadDraft,
  loadDrafts,
  outboxDraftKey,
  POPUP_DRAFT_KEY,
  replyDraftKey,
  saveDraft,
  type DraftKey,
  type StoredDraft,
} from './draft-store';
