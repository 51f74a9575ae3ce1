import type { Mailbox } from '../mailer-header-encoding';
import type { HeaderField } from '../mime-builder';
import { COLLEAGUES, FAMILY_AND_FRIENDS, MAILING_LIST, type Person } from '../people';
import { readSeedData } from '../seed-data';
import { attachFile, type FileRef } from './attachment-files';
import { firstName, type GeneratorContext } from './context';
import type { Category, DraftMessage, ThreadPlan } from './model';
import { labelId } from './user-labels';

interface Post {
  /** Who writes it: a name of the thread's cast. */
  by: string;
  text: string;
  attach?: readonly FileRef[];
  /** Index of the post answered; the previous one when absent. */
  answers?: number;
}

/** A long thread as emulator/seed-data/long-threads.json writes it. */
interface GroupScript {
  subject: string;
  category: Category;
  important: boolean;
  /** User label names. */
  labels: readonly string[];
  /** When the first post is written: a local day before today and hours of that day. */
  start: { daysAgo: number; fromHour: number; toHour: number };
  minGapMinutes: number;
  maxGapMinutes: number;
  posts: readonly Post[];
}

const SCRIPTS =
  readSeedData<Record<'mailingList' | 'incident' | 'familyTrip', GroupScript>>('long-threads.json');

interface Audience {
  /** Who can write a post, by the names the posts use. */
  cast: Readonly<Record<string, Person>>;
  /** Everyone on the thread when there is no list address. */
  members: readonly Person[];
  list?: { address: Mailbox; headers: readonly HeaderField[] };
}

function colleagueNamed(name: string, fallback: Person): Person {
  return COLLEAGUES.find((colleague) => colleague.name.startsWith(name)) ?? fallback;
}

/** A many-message thread where each post answers an earlier one and goes to the list or to all. */
function groupThread(
  script: GroupScript,
  audience: Audience,
  context: GeneratorContext,
): ThreadPlan {
  const { daysAgo, fromHour, toHour } = script.start;
  const start = context.timeline.onDay(daysAgo, fromHour, toHour);
  const times = context.timeline.conversation(
    start,
    script.posts.length,
    script.minGapMinutes,
    script.maxGapMinutes,
  );
  const messages: DraftMessage[] = script.posts.map((post, i) => {
    const by = audience.cast[post.by];
    if (!by) throw new Error(`seed data: ${post.by} is not in the cast of ${script.subject}`);
    const date = times[i] ?? start;
    const parent = i === 0 ? undefined : (post.answers ?? i - 1);
    const to = audience.list
      ? [audience.list.address]
      : audience.members.filter((member) => member !== by);
    return {
      from: by,
      to,
      subject: i === 0 ? script.subject : `${by.style.replyPrefix}${script.subject}`,
      date,
      content: {
        text: `${post.text}\n\n${firstName(by)}`,
        attachments: (post.attach ?? []).map(attachFile),
        // lists and busy threads quote less: only every third answer keeps the quote
        quote: i % 3 === 0,
      },
      ...(parent === undefined ? {} : { parent }),
      ...(audience.list ? { headers: audience.list.headers } : {}),
    };
  });
  return {
    category: script.category,
    messages,
    important: script.important,
    archived: false,
    labels: script.labels.map(labelId),
  };
}

const LIST_MEMBERS = {
  felix: {
    name: 'Felix Braun',
    email: 'fbraun@example.org',
    language: 'en',
    utcOffset: 60,
    style: {
      charset: 'utf-8',
      words: 'B',
      transfer: '8bit',
      format: 'plain',
      replyPrefix: 'Re: ',
      mailer: ['User-Agent', 'Mutt/2.2.12 (2023-09-09)'],
    },
  },
  mariana: {
    name: 'Mariana Costa',
    email: 'mariana.costa@example.net',
    language: 'en',
    utcOffset: -180,
    style: {
      charset: 'iso-8859-1',
      words: 'Q',
      transfer: 'quoted-printable',
      format: 'alternative',
      replyPrefix: 'Re: ',
    },
  },
  wei: {
    name: 'Wei Zhang',
    email: 'wzhang@example.org',
    language: 'en',
    utcOffset: 480,
    style: {
      charset: 'utf-8',
      words: 'B',
      transfer: 'base64',
      format: 'alternative',
      replyPrefix: 'Re: ',
    },
  },
} as const satisfies Record<string, Person>;

function mailingListThread(context: GeneratorContext): ThreadPlan {
  const { user } = context;
  const byName = (name: string): Person => colleagueNamed(name, user);
  const listId = 'atlas-dev.lists.example.org';
  return groupThread(
    SCRIPTS.mailingList,
    {
      cast: {
        ...LIST_MEMBERS,
        user,
        lukasz: byName('Łukasz'),
        ngozi: byName('Ngozi'),
        kenji: byName('Kenji'),
        priya: byName('Priya'),
        bjorn: byName('Bjørn'),
      },
      members: [],
      list: {
        address: MAILING_LIST,
        headers: [
          ['List-Id', `Atlas developers <${listId}>`],
          ['List-Post', `<mailto:${MAILING_LIST.email}>`],
          ['List-Unsubscribe', '<mailto:atlas-dev+unsubscribe@lists.example.org>'],
          ['Precedence', 'list'],
        ],
      },
    },
    context,
  );
}

function incidentThread(context: GeneratorContext): ThreadPlan {
  const { user } = context;
  const byName = (name: string): Person => colleagueNamed(name, user);
  const bot: Person = {
    name: 'Incident Bot',
    email: 'incidents@example.com',
    language: 'en',
    utcOffset: 0,
    style: { ...user.style, format: 'plain', transfer: '7bit' },
  };
  const oncall: Person = { ...bot, name: 'Engineering On-call', email: 'oncall@example.com' };
  return groupThread(
    SCRIPTS.incident,
    {
      cast: {
        user,
        bot,
        ravi: byName('Ravi'),
        ngozi: byName('Ngozi'),
        marcus: byName('Marcus'),
        kenji: byName('Kenji'),
        sam: byName('Sam'),
      },
      members: [oncall],
    },
    context,
  );
}

function familyTripThread(context: GeneratorContext): ThreadPlan {
  const { user } = context;
  const [margaret, robert, emily] = FAMILY_AND_FRIENDS as [Person, Person, Person];
  return groupThread(
    SCRIPTS.familyTrip,
    { cast: { user, margaret, robert, emily }, members: [user, margaret, robert, emily] },
    context,
  );
}

/** Three threads of more than twenty messages: a mailing-list debate, an incident, a family plan. */
export function longThreads(context: GeneratorContext): ThreadPlan[] {
  return [mailingListThread(context), incidentThread(context), familyTripThread(context)];
}
