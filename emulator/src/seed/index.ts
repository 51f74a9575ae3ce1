import { generateEvents } from './calendar';
import { generateMailbox, USER_LABELS } from './mailbox';
import { USER } from './people';
import { createRng } from './rng';
import { seedFile } from './seed-data';
import type { Seed } from './types';

export type { Seed, SeedLabel, SeedMessage, SeedUser } from './types';

/** Separate streams, so adding mail does not move the calendar and vice versa. */
const MAILBOX_SEED = 0x6d61696c;
const CALENDAR_SEED = 0x63616c65;

/** What Gmail's settings keep for the demo address: HTML as its signature editor writes it. */
const DEMO_SIGNATURE =
  '<div dir="ltr"><b>Demo User</b><br>Product team, Example Inc.<br>' +
  '<a href="https://example.com/team">example.com/team</a></div>';

/** The demo account alone: who signs in, with a picture of their initial. */
export function seedAccount(): Pick<Seed, 'user' | 'avatarPng'> {
  return {
    user: {
      sub: '109876543210987654321',
      email: USER.email,
      name: USER.name,
      given_name: 'Demo',
      family_name: 'User',
      picturePath: '/avatars/demo.png',
      signature: DEMO_SIGNATURE,
    },
    avatarPng: seedFile('demo-avatar.png'),
  };
}

/**
 * The demo account's data, laid out around `now` so it always looks current: a mailbox of about 700
 * raw messages over the last 120 days and a calendar from 60 days before to 60 days after. The same
 * `now` (and the same local time zone) gives byte-identical output.
 */
export function generateSeed(now: Date): Seed {
  const events = generateEvents({ now, user: USER, rng: createRng(CALENDAR_SEED) });
  return {
    ...seedAccount(),
    labels: [...USER_LABELS],
    messages: generateMailbox(now, USER, createRng(MAILBOX_SEED), events),
    events,
  };
}
