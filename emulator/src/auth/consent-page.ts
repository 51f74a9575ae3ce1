import type { SeedUser } from '../seed/types';
import { escapeHtmlNumerically } from '../server/numeric-html-escape';
import { describeScope } from './scopes';

const STYLE = `
body{font-family:Roboto,Arial,sans-serif;background:#f0f4f9;margin:0;color:#1f1f1f}
main{max-width:460px;margin:48px auto;background:#fff;border-radius:28px;padding:36px 40px}
h1{font-size:24px;font-weight:400;margin:16px 0 8px}
.account{display:flex;align-items:center;gap:12px;border:1px solid #c4c7c5;border-radius:20px;padding:6px 12px;margin:16px 0}
.account img{width:28px;height:28px;border-radius:50%}
.account .name{font-weight:500}
.account .email{font-size:13px;color:#444746}
ul{padding-left:20px;line-height:1.5}
ul.granular{list-style:none;padding-left:0}
ul.granular label{display:flex;gap:12px;align-items:flex-start}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:28px}
button{font:inherit;border-radius:20px;padding:10px 24px;cursor:pointer}
#cancel{background:none;border:none;color:#0b57d0}
#allow{background:#0b57d0;color:#fff;border:none}
.note{font-size:12px;color:#444746;margin-top:24px}`;

function page(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlNumerically(title)}</title><style>${STYLE}</style></head>
<body><main>${content}</main></body>
</html>
`;
}

export interface ConsentPageInput {
  user: SeedUser;
  clientId: string;
  scopes: readonly string[];
  /** Scopes shown with a ticked checkbox the user may untick (Google's granular consent). */
  refusable: readonly string[];
  /** Every parameter of the authorization request, carried through the form unchanged. */
  params: URLSearchParams;
  formAction: string;
}

/** The form field of each ticked checkbox; browsers send only the ticked ones. */
export const GRANTED_SCOPE_FIELD = 'granted_scope';

function scopeItem(scope: string, refusable: boolean): string {
  const text = escapeHtmlNumerically(describeScope(scope));
  if (!refusable) return `<li>${text}</li>`;
  return `<li><label><input type="checkbox" name="${GRANTED_SCOPE_FIELD}" value="${escapeHtmlNumerically(scope)}" checked> ${text}</label></li>`;
}

/** The account chooser and consent screen in one: who signs in, what is asked, Allow or Cancel. */
export function renderConsentPage({
  user,
  clientId,
  scopes,
  refusable,
  params,
  formAction,
}: ConsentPageInput): string {
  const hidden = [...params]
    .filter(([name]) => name !== 'decision' && name !== GRANTED_SCOPE_FIELD)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtmlNumerically(name)}" value="${escapeHtmlNumerically(value)}">`,
    )
    .join('\n');
  const scopeItems = scopes.map((scope) => scopeItem(scope, refusable.includes(scope))).join('\n');
  return page(
    'Sign in - Google Accounts (emulator)',
    `<div>Sign in with Google</div>
<h1>${escapeHtmlNumerically(clientId)} wants to access your Google Account</h1>
<div class="account"><img src="${escapeHtmlNumerically(user.picturePath)}" alt="">
<div><div class="name">${escapeHtmlNumerically(user.name)}</div><div class="email">${escapeHtmlNumerically(user.email)}</div></div></div>
<form method="post" action="${escapeHtmlNumerically(formAction)}">
<p>${refusable.length ? 'Select what the app can access:' : 'This will allow the app to:'}</p>
<ul${refusable.length ? ' class="granular"' : ''}>${scopeItems}</ul>
${hidden}
<div class="actions">
<button type="submit" name="decision" value="cancel" id="cancel">Cancel</button>
<button type="submit" name="decision" value="allow" id="allow">Allow</button>
</div>
</form>
<p class="note">Local Google emulator: no password is asked and nothing leaves this machine.</p>`,
  );
}

/** Google's "Access blocked" page for an authorization request it refuses. */
export function renderErrorPage(status: number, error: string, detail: string): string {
  return page(
    `Error ${status}: ${error}`,
    `<h1>Access blocked: this app\u2019s request is invalid</h1>
<p>${escapeHtmlNumerically(detail)}</p>
<p><b>Error ${status}: ${escapeHtmlNumerically(error)}</b></p>`,
  );
}
