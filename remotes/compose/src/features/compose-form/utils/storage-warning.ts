import { publish } from '@mail/event-bus';

let warnedAboutStorage = false;

/** One clear warning per page when the device refuses drafts; the editor keeps working. */
export function warnStorageFailed(error: unknown) {
  console.error('A draft could not be kept on this device', error);
  if (warnedAboutStorage) return;
  warnedAboutStorage = true;
  publish({
    type: 'alert/show',
    kind: 'error',
    message: 'Drafts cannot be saved on this device right now. Keep this tab open until you send.',
    durationMs: 8000,
  });
}
