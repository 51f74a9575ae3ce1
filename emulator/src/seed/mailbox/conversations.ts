import { readSeedData } from '../seed-data';
import { ABROAD, COLLEAGUES, FAMILY_AND_FRIENDS, type Person } from '../people';
import { attachFile, type FileRef } from './attachment-files';
import { firstName, WEEKDAYS, type GeneratorContext } from './context';
import type { Category, DraftMessage, ThreadPlan } from './model';
import type { Script } from './script-types';
import { labelId } from './user-labels';

/** A conversation with someone abroad: `with` names them in `ABROAD`. */
type AbroadScript = Script & { with: keyof typeof ABROAD };

const WORK_SCRIPTS = readSeedData<Script[]>('conversations-work.json');
const PERSONAL_SCRIPTS = readSeedData<Script[]>('conversations-personal.json');
const ABROAD_SCRIPTS = readSeedData<AbroadScript[]>('conversations-abroad.json');

interface Cast {
  them: Person;
  other?: Person;
}

interface ThreadOptions {
  category: Category;
  /** Add greetings and sign-offs around the turns (the abroad scripts carry their own). */
  greet: boolean;
  start: number;
  /** Play every turn instead of a random prefix of the conversation. */
  complete?: boolean;
}

function fillPlaceholders(text: string, names: Record<string, string>, date: number): string {
  const weekday = WEEKDAYS[(new Date(date).getDay() + 2) % 7] ?? 'Monday';
  return text.replace(/\{(them|other|me|weekday)\}/g, (_, key: string) =>
    key === 'weekday' ? weekday : (names[key] ?? ''),
  );
}

function withGreeting(
  text: string,
  sender: Person,
  recipients: readonly Person[],
  context: GeneratorContext,
): string {
  if (text.length < 70) return `${text}\n\n${firstName(sender)}`;
  const { rng } = context;
  const greeting = rng.pick(['Hi', 'Hello', 'Hey']);
  const whom = recipients.length > 1 ? 'all' : firstName(recipients[0] ?? sender);
  const signOff = rng.pick(['Thanks,', 'Best,', 'Cheers,', 'Best regards,', 'Thanks!']);
  return `${greeting} ${whom},\n\n${text}\n\n${signOff}\n${firstName(sender)}`;
}

/** A thread playing a script between the user and its cast, starting at `options.start`. */
function scriptThread(
  script: Script,
  cast: Cast,
  context: GeneratorContext,
  options: ThreadOptions,
): ThreadPlan {
  const { rng, timeline, user } = context;
  const count =
    options.complete || rng.chance(0.6) ? script.turns.length : rng.int(1, script.turns.length);
  const turns = script.turns.slice(0, count);
  const times = timeline.conversation(options.start, turns.length);
  const who = (by: 'them' | 'me' | 'other'): Person =>
    by === 'me' ? user : by === 'other' ? (cast.other ?? cast.them) : cast.them;
  const participants = [user, cast.them, ...(script.cc && cast.other ? [cast.other] : [])];
  const names = {
    them: firstName(cast.them),
    other: firstName(cast.other ?? cast.them),
    me: firstName(user),
  };
  const subject = fillPlaceholders(script.subject, names, options.start);

  const messages: DraftMessage[] = turns.map((turn, i) => {
    const sender = who(turn.by);
    const date = times[i] ?? options.start;
    const previousSender = i > 0 ? who(turns[i - 1]?.by ?? 'them') : undefined;
    const to =
      previousSender && previousSender !== sender
        ? [previousSender]
        : [sender === user ? cast.them : user];
    const cc = participants.filter((p) => p !== sender && !to.includes(p));
    const text = fillPlaceholders(turn.text, names, date);
    return {
      from: sender,
      to,
      ...(cc.length ? { cc } : {}),
      subject: i === 0 ? subject : `${sender.style.replyPrefix}${subject}`,
      date,
      content: {
        text: options.greet ? withGreeting(text, sender, [...to, ...cc], context) : text,
        attachments: (turn.attach ?? []).map(attachFile),
        rtl: sender.language === 'ar' || sender.language === 'he',
      },
      ...(i > 0 ? { parent: i - 1 } : {}),
    };
  });
  const ageDays = timeline.daysAgo(times[times.length - 1] ?? options.start);
  return {
    category: options.category,
    messages,
    important: script.important ?? rng.chance(0.3),
    archived: ageDays > 30 ? rng.chance(0.35) : rng.chance(0.05),
    labels: (script.labels ?? []).map(labelId),
  };
}

/** Work threads: every script once, about half of them again later with someone else. */
export function workThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline } = context;
  const plans: ThreadPlan[] = [];
  WORK_SCRIPTS.forEach((script, index) => {
    const plays = rng.chance(0.7) ? 2 : 1;
    for (let play = 0; play < plays; play++) {
      const [them, other] = rng.sample(COLLEAGUES, 2);
      if (!them) continue;
      // the first two scripts start this morning so today's list has live conversations
      const start = index < 2 && play === 0 ? timeline.earlierToday() : timeline.past(1, 118);
      plans.push(
        scriptThread(script, { them, ...(other ? { other } : {}) }, context, {
          category: 'CATEGORY_PERSONAL',
          greet: true,
          start,
        }),
      );
    }
  });
  return plans;
}

export function personalThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline } = context;
  return PERSONAL_SCRIPTS.flatMap((script) => {
    const plays = rng.chance(0.6) ? 2 : 1;
    return Array.from({ length: plays }, () =>
      scriptThread(script, { them: rng.pick(FAMILY_AND_FRIENDS) }, context, {
        category: 'CATEGORY_PERSONAL',
        greet: true,
        start: timeline.past(0, 118),
      }),
    );
  });
}

export function abroadThreads(context: GeneratorContext): ThreadPlan[] {
  const { timeline } = context;
  return ABROAD_SCRIPTS.map((script) =>
    scriptThread(script, { them: ABROAD[script.with] }, context, {
      category: 'CATEGORY_PERSONAL',
      greet: false,
      start: timeline.past(1, 115),
      complete: true,
    }),
  );
}

/**
 * A message the user sent, as emulator/seed-data/sent-notes.json writes it: recipients are `me`,
 * `colleague:N` (the Nth of four colleagues picked at random), `family:N` or `abroad:<key>`;
 * `daysAgo` is a day or a range to pick from.
 */
interface SentNote {
  subject: string;
  to: readonly string[];
  bcc?: readonly string[];
  text: string;
  attach?: readonly FileRef[];
  daysAgo: number | readonly [number, number];
}

const SENT_NOTES = readSeedData<SentNote[]>('sent-notes.json');

/** Messages the user wrote that nobody answered (yet), including a note to self and a Bcc. */
export function sentOnlyThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const colleagues = rng.sample(COLLEAGUES, 4);
  const recipient = (name: string): Person => {
    const [group = '', key = ''] = name.split(':');
    const person =
      name === 'me'
        ? user
        : group === 'colleague'
          ? colleagues[Number(key) - 1]
          : group === 'family'
            ? FAMILY_AND_FRIENDS[Number(key) - 1]
            : group === 'abroad' && key in ABROAD
              ? ABROAD[key as keyof typeof ABROAD]
              : undefined;
    if (!person) throw new Error(`seed data: no recipient ${name}`);
    return person;
  };
  const days = SENT_NOTES.map(({ daysAgo }) =>
    typeof daysAgo === 'number' ? daysAgo : rng.int(...daysAgo),
  );
  return SENT_NOTES.map((note, index) => {
    const date = timeline.onDay(days[index] ?? 0);
    return {
      category: 'CATEGORY_PERSONAL',
      important: rng.chance(0.3),
      messages: [
        {
          from: user,
          to: note.to.map(recipient),
          ...(note.bcc ? { bcc: note.bcc.map(recipient) } : {}),
          subject: note.subject,
          date,
          content: { text: note.text, attachments: (note.attach ?? []).map(attachFile) },
        },
      ],
    };
  });
}
