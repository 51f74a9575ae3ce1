import type { Person } from '../people';
import type { Rng } from '../rng';
import type { SeedMessage } from '../types';
import { assembleThread } from './assemble';
import { orderThreads, promotionThreads, subscriptionThreads } from './commerce';
import type { GeneratorContext } from './context';
import { abroadThreads, personalThreads, sentOnlyThreads, workThreads } from './conversations';
import { forwardedAsAttachmentThreads } from './forwarded-message';
import { invitationThreads } from './invitations';
import { junkThreads } from './junk';
import { longThreads } from './long-threads';
import type { ThreadPlan } from './model';
import { newsletterThreads } from './newsletters';
import { accountThreads, codehubThreads, socialThreads } from './notifications';
import { Timeline } from './timeline';
import { travelThreads } from './travel';

export { USER_LABELS } from './user-labels';

/** Every thread of the demo mailbox as plans (drafts not yet serialised). */
function planMailbox(
  now: Date,
  user: Person,
  rng: Rng,
  events: readonly gapi.client.calendar.Event[],
): ThreadPlan[] {
  const context: GeneratorContext = { rng, now, user, timeline: new Timeline(now, rng) };
  return [
    ...workThreads(context),
    ...personalThreads(context),
    ...abroadThreads(context),
    ...sentOnlyThreads(context),
    ...longThreads(context),
    ...newsletterThreads(context),
    ...orderThreads(context),
    ...subscriptionThreads(context),
    ...promotionThreads(context),
    ...travelThreads(context),
    ...socialThreads(context),
    ...codehubThreads(context),
    ...accountThreads(context),
    ...junkThreads(context),
    ...invitationThreads(events, context),
    ...forwardedAsAttachmentThreads(context),
  ];
}

/** The demo mailbox: raw messages with their labels, oldest first. */
export function generateMailbox(
  now: Date,
  user: Person,
  rng: Rng,
  events: readonly gapi.client.calendar.Event[],
): SeedMessage[] {
  return planMailbox(now, user, rng, events)
    .flatMap((plan) => assembleThread(plan, { rng, user, now }))
    .sort((a, b) => a.internalDate - b.internalDate);
}
