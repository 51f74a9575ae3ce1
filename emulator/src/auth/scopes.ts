const AUTH = 'https://www.googleapis.com/auth/';

export const SCOPES = {
  mailFull: 'https://mail.google.com/',
  gmailModify: `${AUTH}gmail.modify`,
  gmailReadonly: `${AUTH}gmail.readonly`,
  gmailMetadata: `${AUTH}gmail.metadata`,
  gmailLabels: `${AUTH}gmail.labels`,
  gmailSend: `${AUTH}gmail.send`,
  gmailCompose: `${AUTH}gmail.compose`,
  gmailInsert: `${AUTH}gmail.insert`,
  gmailSettingsBasic: `${AUTH}gmail.settings.basic`,
  calendar: `${AUTH}calendar`,
  calendarReadonly: `${AUTH}calendar.readonly`,
  calendarEvents: `${AUTH}calendar.events`,
  calendarEventsReadonly: `${AUTH}calendar.events.readonly`,
  contacts: `${AUTH}contacts`,
  contactsReadonly: `${AUTH}contacts.readonly`,
  contactsOtherReadonly: `${AUTH}contacts.other.readonly`,
  openid: 'openid',
  userinfoEmail: `${AUTH}userinfo.email`,
  userinfoProfile: `${AUTH}userinfo.profile`,
} as const;

/** Which scopes let each kind of call through (any one of them suffices), as Google documents per method. */
export const REQUIRED_SCOPES = {
  gmailRead: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailReadonly, SCOPES.gmailMetadata],
  gmailLabelsRead: [
    SCOPES.mailFull,
    SCOPES.gmailModify,
    SCOPES.gmailReadonly,
    SCOPES.gmailMetadata,
    SCOPES.gmailLabels,
  ],
  gmailLabelsWrite: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailLabels],
  gmailModify: [SCOPES.mailFull, SCOPES.gmailModify],
  gmailDelete: [SCOPES.mailFull],
  gmailSend: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailCompose, SCOPES.gmailSend],
  gmailInsert: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailInsert],
  /** drafts.list and drafts.get. */
  gmailDraftsRead: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailCompose, SCOPES.gmailReadonly],
  /** drafts.create, update, delete and send (gmail.send alone does not cover drafts.send). */
  gmailCompose: [SCOPES.mailFull, SCOPES.gmailModify, SCOPES.gmailCompose],
  /** settings.sendAs.list and get (gmail.metadata and gmail.compose do not cover them). */
  gmailSettingsRead: [
    SCOPES.mailFull,
    SCOPES.gmailModify,
    SCOPES.gmailReadonly,
    SCOPES.gmailSettingsBasic,
  ],
  calendarRead: [
    SCOPES.calendar,
    SCOPES.calendarReadonly,
    SCOPES.calendarEvents,
    SCOPES.calendarEventsReadonly,
  ],
  userinfo: [SCOPES.openid, SCOPES.userinfoEmail, SCOPES.userinfoProfile],
  /** people:searchContacts. */
  contactsRead: [SCOPES.contacts, SCOPES.contactsReadonly],
  /** otherContacts:search: only its own scope, not contacts or contacts.readonly. */
  otherContactsRead: [SCOPES.contactsOtherReadonly],
} as const;

/** Tokens minted through the control API can do everything. */
export const ALL_SCOPES: readonly string[] = Object.values(SCOPES);

const SHORT_NAMES: Record<string, string> = {
  email: SCOPES.userinfoEmail,
  profile: SCOPES.userinfoProfile,
};

/** True for a scope string Google would accept in an authorization request. */
export function isKnownScopeForm(scope: string): boolean {
  return (
    scope in SHORT_NAMES ||
    scope === SCOPES.openid ||
    scope === SCOPES.mailFull ||
    scope.startsWith(AUTH)
  );
}

const IDENTITY_SCOPES = new Set<string>([
  SCOPES.openid,
  SCOPES.userinfoEmail,
  SCOPES.userinfoProfile,
  ...Object.keys(SHORT_NAMES),
]);

/** Sign-in's own scopes (who the user is), which Google's consent screen does not let a user refuse. */
export function isIdentityScope(scope: string): boolean {
  return IDENTITY_SCOPES.has(scope);
}

/**
 * The scopes granted for a request: Google reports `email` and `profile` also under their
 * userinfo.* names.
 */
export function grantedScopes(requested: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const scope of requested) {
    granted.add(scope);
    const long = SHORT_NAMES[scope];
    if (long) granted.add(long);
  }
  return [...granted];
}

/** Human descriptions for the consent page, in Google's words where it has them. */
export function describeScope(scope: string): string {
  const descriptions: Record<string, string> = {
    [SCOPES.mailFull]: 'Read, compose, send, and permanently delete all your email from Gmail',
    [SCOPES.gmailModify]: 'Read, compose, and send emails from your Gmail account',
    [SCOPES.gmailReadonly]: 'View your email messages and settings',
    [SCOPES.gmailMetadata]:
      'View your email message metadata such as labels and headers, but not the email body',
    [SCOPES.gmailSend]: 'Send email on your behalf',
    [SCOPES.gmailCompose]: 'Manage drafts and send emails',
    [SCOPES.gmailInsert]: 'Add emails into your Gmail mailbox',
    [SCOPES.gmailLabels]: 'See and edit your email labels',
    [SCOPES.calendar]:
      'See, edit, share, and permanently delete all the calendars you can access using Google Calendar',
    [SCOPES.calendarReadonly]:
      'See and download any calendar you can access using your Google Calendar',
    [SCOPES.calendarEvents]: 'View and edit events on all your calendars',
    [SCOPES.calendarEventsReadonly]: 'View events on all your calendars',
    [SCOPES.contacts]: 'See, edit, download, and permanently delete your contacts',
    [SCOPES.contactsReadonly]: 'See and download your contacts',
    [SCOPES.contactsOtherReadonly]:
      'See and download contact info automatically saved in your \u201cOther contacts\u201d',
    [SCOPES.openid]: 'Associate you with your personal info on Google',
    [SCOPES.userinfoEmail]: 'See your primary Google Account email address',
    [SCOPES.userinfoProfile]:
      'See your personal info, including any personal info you\u2019ve made publicly available',
  };
  return descriptions[SHORT_NAMES[scope] ?? scope] ?? scope;
}
