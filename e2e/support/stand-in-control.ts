import { CONTROL_SECRET_HEADER, type RunningEmulator } from '@mail/emulator';

/** A call to one of the stand-in's /__emulator endpoints, with the secret of this run. */
export function standInControl(
  emulator: RunningEmulator,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${emulator.origin}/__emulator${path}`, {
    ...init,
    headers: { ...init.headers, [CONTROL_SECRET_HEADER]: emulator.controlSecret },
  });
}
