// Names the conversation's features share: its buttons and hooks act, its keys ask for the acts.

/** What the conversation's buttons and keys do to the whole thread. */
export type ConversationTriageAction =
  'archive' | 'move-to-inbox' | 'trash' | 'spam' | 'not-spam' | 'read';

/** Newer is up the list, older down: the list is newest first, as Gmail's `k` / `j`. */
export type ListDirection = 'newer' | 'older';
