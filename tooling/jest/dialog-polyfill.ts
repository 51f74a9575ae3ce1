// jsdom (26) has <dialog> without showModal() or close(). This stands in for the part of the
// platform our modals rely on, so unit tests exercise their wiring: showModal() opens the dialog and
// moves focus to its first control, close() gives focus back to what had it and fires `close`, and
// Esc fires `cancel` at the topmost modal, which closes it unless the event is cancelled. Tab staying
// inside and the inert page behind are the browser's: the browser tests prove them.

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), [tabindex]';
const openModals: { dialog: HTMLDialogElement; returnFocusTo: Element | null }[] = [];

/** Installs the stand-in; only where there is a DOM (a test file may ask for Node's environment). */
export function installDialogStandIn(): void {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      openModals.push({ dialog: this, returnFocusTo: document.activeElement });
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      const index = openModals.findIndex(({ dialog }) => dialog === this);
      const [modal] = index === -1 ? [] : openModals.splice(index, 1);
      if (modal?.returnFocusTo instanceof HTMLElement) modal.returnFocusTo.focus();
      this.dispatchEvent(new Event('close'));
    },
  });

  // As the browser's, once the key's event has gone through the page (which may stop it on its way
  // but cancels the close only by preventDefault).
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        const topmost = openModals.findLast(({ dialog }) => dialog.isConnected)?.dialog;
        if (event.defaultPrevented || !topmost) return;
        if (topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
      });
    },
    true,
  );
}
