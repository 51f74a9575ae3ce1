import { REQUIRED_SCOPES } from '../auth/scopes';
import { notFound } from '../server/api-error';
import { ok } from '../server/api-types';
import type { Route } from '../server/router';
import type { GmailContext } from './gmail-context';
import { gmailRoute } from './gmail-route';
import { listSendAsSchema, sendAsSchema } from './schemas';

/** The account's own address as Gmail's "Send mail as" settings list it. */
export interface PrimarySendAs {
  displayName: string;
  /** HTML; '' when the user has none. */
  signature: string;
}

/**
 * settings.sendAs list and get. The account has only its primary address, which is the default one;
 * treatAsAlias and verificationStatus concern custom "from" aliases only, so Gmail leaves them out of
 * the primary's entry, and an empty replyToAddress is left out like any empty field.
 */
export function settingsRoutes(gmail: GmailContext, primary: PrimarySendAs): Route[] {
  const primaryEntry = (): gapi.client.gmail.SendAs => ({
    sendAsEmail: gmail.user.email,
    displayName: primary.displayName,
    signature: primary.signature,
    isPrimary: true,
    isDefault: true,
  });
  return [
    gmailRoute(gmail, {
      method: 'GET',
      path: '/settings/sendAs',
      scopes: REQUIRED_SCOPES.gmailSettingsRead,
      queryParams: [],
      responseSchema: listSendAsSchema,
      handle: () => ok({ sendAs: [primaryEntry()] }),
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/settings/sendAs/:sendAsEmail',
      scopes: REQUIRED_SCOPES.gmailSettingsRead,
      queryParams: [],
      responseSchema: sendAsSchema,
      handle(_context, param) {
        if (param('sendAsEmail').toLowerCase() !== gmail.user.email.toLowerCase()) throw notFound();
        return ok(primaryEntry());
      },
    }),
  ];
}
