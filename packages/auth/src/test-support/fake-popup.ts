import type { PopupWindow } from '../local-sign-in';

/**
 * A popup as the opener sees it: its address throws while the provider's (cross-origin) page shows,
 * and is readable again once the provider sends it back to our callback page.
 */
export class FakePopup implements PopupWindow {
  closed = false;
  readonly close = jest.fn(() => {
    this.closed = true;
  });
  private href: string | null = null;

  get location(): { href: string } {
    if (this.href === null) throw new DOMException('Blocked a frame', 'SecurityError');
    return { href: this.href };
  }

  /** The provider redirects the popup to `${origin}/oauth-callback.html#<fragment>`. */
  answer(fragment: string): void {
    this.href = `${window.location.origin}/oauth-callback.html#${fragment}`;
  }
}

/** The state parameter a sign-in URL carries. */
export function stateOf(url: string): string {
  const state = new URL(url).searchParams.get('state');
  if (!state) throw new Error(`no state in ${url}`);
  return state;
}
