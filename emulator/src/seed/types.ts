/** One message of the seed: raw RFC 5322 bytes plus what Gmail keeps beside them. */
export interface SeedMessage {
  raw: Buffer;
  labelIds: string[];
  /** Epoch ms: when it was received (or sent). */
  internalDate: number;
}

export interface SeedUser {
  sub: string;
  email: string;
  name: string;
  given_name: string;
  family_name: string;
  /** Path on the emulator's origin that serves `avatarPng`, e.g. '/avatars/demo.png'. */
  picturePath: string;
  /** The Gmail signature of the primary address (HTML, as Gmail's settings keep it). */
  signature: string;
}

export interface SeedLabel {
  id: string;
  name: string;
  type: 'user';
  /** Gmail's label colours (from its palette), when the user chose some. */
  color?: { backgroundColor: string; textColor: string };
}

export interface Seed {
  user: SeedUser;
  avatarPng: Buffer;
  /** User labels (system labels are built into the store). */
  labels: SeedLabel[];
  messages: SeedMessage[];
  events: gapi.client.calendar.Event[];
}
