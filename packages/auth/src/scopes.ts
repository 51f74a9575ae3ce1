import type { AccessArea } from '@mail/event-bus';

/**
 * The scopes each area of the product needs (docs/behaviour/sign-in.md#scopes). Google's granular
 * consent lets a user refuse any of them; each area then works or says so on its own. Contacts are
 * the user's own (people:searchContacts) and those Google saved from mail (otherContacts:search).
 */
export const AREA_SCOPES: Readonly<Record<AccessArea, readonly string[]>> = {
  mail: ['https://www.googleapis.com/auth/gmail.modify'],
  contacts: [
    'https://www.googleapis.com/auth/contacts.readonly',
    'https://www.googleapis.com/auth/contacts.other.readonly',
  ],
  calendar: ['https://www.googleapis.com/auth/calendar'],
};
