import type { Mailbox } from '../mailer-header-encoding';
import type { HeaderField } from '../mime-builder';
import { COLLEAGUES, FAMILY_AND_FRIENDS, MAILING_LIST, type Person } from '../people';
import { attachFile, type FileRef } from './attachment-files';
import { firstName, type GeneratorContext } from './context';
import type { Category, DraftMessage, ThreadPlan } from './model';
import { LABEL_FAMILY, LABEL_PROJECT } from './user-labels';

interface Post {
  by: Person;
  text: string;
  attach?: readonly FileRef[];
  /** Index of the post answered; the previous one when absent. */
  answers?: number;
}

interface GroupThread {
  subject: string;
  posts: readonly Post[];
  /** Everyone on the thread when there is no list address. */
  members: readonly Person[];
  list?: { address: Mailbox; headers: readonly HeaderField[] };
  category: Category;
  important: boolean;
  labels: readonly string[];
  start: number;
  minGapMinutes: number;
  maxGapMinutes: number;
}

function colleagueNamed(name: string, fallback: Person): Person {
  return COLLEAGUES.find((colleague) => colleague.name.startsWith(name)) ?? fallback;
}

/** A many-message thread where each post answers an earlier one and goes to the list or to all. */
function groupThread(thread: GroupThread, context: GeneratorContext): ThreadPlan {
  const times = context.timeline.conversation(
    thread.start,
    thread.posts.length,
    thread.minGapMinutes,
    thread.maxGapMinutes,
  );
  const messages: DraftMessage[] = thread.posts.map((post, i) => {
    const date = times[i] ?? thread.start;
    const parent = i === 0 ? undefined : (post.answers ?? i - 1);
    const to = thread.list
      ? [thread.list.address]
      : thread.members.filter((member) => member !== post.by);
    return {
      from: post.by,
      to,
      subject: i === 0 ? thread.subject : `${post.by.style.replyPrefix}${thread.subject}`,
      date,
      content: {
        text: `${post.text}\n\n${firstName(post.by)}`,
        attachments: (post.attach ?? []).map(attachFile),
        // lists and busy threads quote less: only every third answer keeps the quote
        quote: i % 3 === 0,
      },
      ...(parent === undefined ? {} : { parent }),
      ...(thread.list ? { headers: thread.list.headers } : {}),
    };
  });
  return {
    category: thread.category,
    messages,
    important: thread.important,
    archived: false,
    labels: thread.labels,
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
  const { user, timeline } = context;
  const byName = (name: string): Person => colleagueNamed(name, user);
  const lukasz = byName('Łukasz');
  const ngozi = byName('Ngozi');
  const kenji = byName('Kenji');
  const priya = byName('Priya');
  const bjorn = byName('Bjørn');
  const { felix, mariana, wei } = LIST_MEMBERS;
  const posts: Post[] = [
    {
      by: lukasz,
      text: 'Hi all,\n\nOur production build takes 6 min 40 s on CI and the dev server needs 25 s to start. I tried rspack on a branch: the build drops to 58 s and the dev server starts in 3 s. Most of our webpack config carried over unchanged.\n\nI propose we switch in the next release cycle. Objections, concerns and war stories welcome.',
    },
    {
      by: felix,
      text: 'Impressive numbers. What about our custom loaders? The SVG sprite loader does odd things with the compilation hooks.',
    },
    {
      by: lukasz,
      text: 'The SVG loader works as is. The only thing that broke was the bundle analyzer plugin; there is an rspack-native replacement.',
    },
    {
      by: ngozi,
      text: 'What is the story for Module Federation? We rely on it for the settings app.',
      answers: 0,
    },
    {
      by: kenji,
      text: 'Module Federation is built in. I moved the settings remote over in an afternoon; shared singletons behave the same.',
    },
    {
      by: user,
      text: 'Numbers like these are hard to argue with. Two questions: how mature is the source map support, and can we run both builds in parallel for a release to compare outputs?',
    },
    {
      by: lukasz,
      text: 'Source maps are on par for our use. And yes: I can add a CI job that builds with both and diffs the asset lists.',
    },
    {
      by: mariana,
      text: 'Lurker here from the docs team. If you switch, please keep the public path behaviour; our docs embed relies on it. Merci!',
      answers: 0,
    },
    {
      by: felix,
      text: 'One more: do we lose persistent caching? Our incremental CI builds depend on it.',
      answers: 2,
    },
    {
      by: wei,
      text: 'Persistent cache is still experimental in rspack, but honestly, at 58 s we might not need it.',
    },
    {
      by: priya,
      text: '+1 from the platform side. Faster CI means cheaper CI. I would like a rollback plan, though.',
      answers: 0,
    },
    {
      by: lukasz,
      text: 'Rollback plan: keep the webpack config in the repo for one release, switchable with an environment variable.',
    },
    { by: user, text: "That works for me. Let's make the parallel CI job a precondition." },
    {
      by: bjorn,
      text: 'I ran the branch on Windows: all good except a path casing warning in one import, which was a real bug on our side. Skål!',
      answers: 0,
    },
    {
      by: ngozi,
      text: 'The settings remote loads fine in staging. The bundle is 4% smaller too.',
      answers: 4,
    },
    {
      by: felix,
      text: "OK, I'm convinced. Please post the diff of the asset lists when the job has run.",
    },
    {
      by: lukasz,
      text: 'Parallel job results: 412 assets in both builds, 3 differ only in hash (different module ids). Sizes within 1%.',
      attach: ['asset-diff.txt'],
    },
    { by: kenji, text: 'LGTM then.' },
    { by: mariana, text: 'Public path still correct in the docs embed. Thanks for checking.' },
    {
      by: user,
      text: 'Great work, everyone. Łukasz, could you write up the migration notes for the wiki?',
    },
    { by: lukasz, text: 'Will do. Draft by Friday.' },
    {
      by: wei,
      text: 'Small thing: the dev server error overlay looks different. Not a blocker, just so nobody is surprised.',
      answers: 16,
    },
    { by: priya, text: 'Scheduling the switch for the release after next. Thanks, all!' },
    {
      by: lukasz,
      text: 'Migration notes are on the wiki. The webpack config stays until the end of the month, then it goes.',
    },
    { by: felix, text: "Build on my laptop: 51 s. I'm never going back. 😄" },
  ];
  const listId = 'atlas-dev.lists.example.org';
  return groupThread(
    {
      subject: '[atlas-dev] RFC: move the build from webpack to rspack',
      posts,
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
      category: 'CATEGORY_FORUMS',
      important: false,
      labels: [LABEL_PROJECT],
      start: timeline.onDay(45, 9, 11),
      minGapMinutes: 20,
      maxGapMinutes: 1200,
    },
    context,
  );
}

function incidentThread(context: GeneratorContext): ThreadPlan {
  const { user, timeline } = context;
  const byName = (name: string): Person => colleagueNamed(name, user);
  const ravi = byName('Ravi');
  const ngozi = byName('Ngozi');
  const marcus = byName('Marcus');
  const kenji = byName('Kenji');
  const sam = byName('Sam');
  const bot: Person = {
    name: 'Incident Bot',
    email: 'incidents@example.com',
    language: 'en',
    utcOffset: 0,
    style: { ...user.style, format: 'plain', transfer: '7bit' },
  };
  const oncall: Person = { ...bot, name: 'Engineering On-call', email: 'oncall@example.com' };
  const posts: Post[] = [
    {
      by: bot,
      text: 'Incident 2291 declared.\nSeverity: SEV-2\nService: checkout\nSymptom: p95 latency 4.2 s (normal: 600 ms)\nIncident commander: Ravi Menon',
    },
    {
      by: ravi,
      text: 'Taking IC. First theory: the payment provider is slow. Checking their status page.',
    },
    {
      by: ngozi,
      text: 'Provider status is green. Our outbound calls to them look normal: p95 180 ms.',
    },
    { by: ravi, text: 'OK, not the provider. Who deployed in the last hour?' },
    {
      by: marcus,
      text: 'We deployed checkout 3.41 at 13:52: a new fraud check and a dependency bump.',
    },
    {
      by: user,
      text: 'The fraud check calls the rules service synchronously. Rules service latency went from 20 ms to 3 s at 13:55.',
    },
    { by: ravi, text: 'Good find. Can we disable the fraud check with its flag?' },
    { by: marcus, text: 'Flag flipped.' },
    { by: bot, text: 'Update: p95 latency 1.9 s and falling. Error rate 0.4%.' },
    { by: ngozi, text: 'Latency is back to normal in 3 of 4 regions. eu-west is still slow.' },
    {
      by: user,
      text: 'eu-west caches flags for 10 minutes. It should clear in a few minutes.',
      attach: ['latency-by-region.png'],
    },
    { by: bot, text: 'Update: p95 latency 640 ms in all regions. Error rate 0.05%.' },
    { by: ravi, text: 'Moving to monitoring. Why did the rules service slow down?' },
    {
      by: kenji,
      text: 'The dependency bump changed the default HTTP client pool size from 100 to 10. Under checkout load, requests queued.',
    },
    {
      by: ravi,
      text: "So two changes in one deploy interacted. Let's not turn the fraud check back on until the pool size is fixed.",
    },
    {
      by: kenji,
      text: 'Fix for the pool size is in review: an explicit size of 100 and a load test.',
    },
    {
      by: user,
      text: 'Reviewed and approved. The load test shows p95 22 ms at 3x normal traffic.',
    },
    {
      by: marcus,
      text: 'Deployed rules service 2.8.1. Turning the fraud check back on for 5% of traffic.',
    },
    { by: bot, text: 'Update: fraud check at 5%. Checkout p95 610 ms.' },
    { by: marcus, text: '50%... 100%. All green.' },
    {
      by: ravi,
      text: 'Resolving. Total impact: 47 minutes of elevated latency, no failed orders. Postmortem owner: Marcus. Thanks, everyone: great teamwork.',
    },
    {
      by: bot,
      text: 'Incident 2291 resolved. Duration: 47 min. Postmortem due in 5 business days.',
    },
    { by: sam, text: 'Thank you all for the quick response. Much appreciated.' },
  ];
  return groupThread(
    {
      subject: 'Incident 2291: elevated checkout latency',
      posts,
      members: [oncall],
      category: 'CATEGORY_PERSONAL',
      important: true,
      labels: [],
      start: timeline.onDay(16, 13, 14),
      minGapMinutes: 2,
      maxGapMinutes: 25,
    },
    context,
  );
}

function familyTripThread(context: GeneratorContext): ThreadPlan {
  const { user, timeline } = context;
  const [margaret, robert, emily] = FAMILY_AND_FRIENDS as [Person, Person, Person];
  const posts: Post[] = [
    {
      by: emily,
      text: 'Hi all! Since we all have time off in the summer, how about a family trip to Lisbon? I found flights for around 180 each. Thoughts?',
    },
    {
      by: margaret,
      text: 'Oh, how lovely! Your father has always wanted to see the trams. Count us in.',
    },
    { by: robert, text: 'Count me in. I want to ride tram 28 from one end to the other.' },
    {
      by: user,
      text: 'Yes please! Which dates are you thinking? I can do any week except the first.',
    },
    { by: emily, text: 'How about the second week of July? Thursday to Monday.' },
    { by: margaret, text: 'That works for us.' },
    {
      by: user,
      text: 'Works for me too. Shall I look for an apartment? Something with three bedrooms in Alfama or Chiado?',
    },
    { by: emily, text: 'Yes please! Somewhere with a terrace would be a dream.' },
    {
      by: user,
      text: 'Found two options. The first has a terrace with a view of the river; the second is cheaper but has no terrace. Screenshots attached.',
      attach: [
        { file: 'screenshot.png', name: 'apartment-1.png' },
        { file: 'screenshot.png', name: 'apartment-2.png' },
      ],
    },
    { by: robert, text: 'The first one. The view is worth it.' },
    { by: margaret, text: 'Agreed, the first one. Can we split it four ways?' },
    { by: user, text: "Booked! Four nights, 640 each. I'll send the details." },
    { by: emily, text: 'Amazing!!! Flights booked too. We land at 10:40 on Thursday.' },
    { by: robert, text: 'Does anyone know if we need to book the tram?' },
    {
      by: user,
      text: 'No booking needed, but get a Viva Viagem card at the airport. It works on trams, the metro and buses.',
    },
    {
      by: margaret,
      text: 'I have made a list of restaurants my friend recommended. Attached!',
      attach: ['Lisbon-restaurants.txt'],
    },
    { by: emily, text: 'Pastéis de Belém is non-negotiable. 😋' },
    { by: user, text: 'Agreed. Also the Gulbenkian museum if it rains.' },
    { by: robert, text: "It won't rain. It's July." },
    { by: margaret, text: 'Bring a jumper anyway, the evenings can be cool by the sea.' },
    { by: emily, text: 'Packing list, anyone? I always forget something.' },
    {
      by: user,
      text: 'Passport, adapter, sunscreen, comfortable shoes (the hills!), and the jumper Mum mentioned.',
    },
    { by: robert, text: 'Is it too early to start packing? Asking for myself.' },
    { by: margaret, text: 'Yes, Robert.' },
    {
      by: emily,
      text: 'Here is a photo from the apartment listing to get us excited!',
      attach: [{ file: 'photo.jpg', name: 'view-from-the-terrace.jpg' }],
    },
    { by: user, text: 'Counting the days! 🇵🇹' },
  ];
  return groupThread(
    {
      subject: 'Summer trip to Lisbon ✈️',
      posts,
      members: [user, margaret, robert, emily],
      category: 'CATEGORY_PERSONAL',
      important: true,
      labels: [LABEL_FAMILY],
      start: timeline.onDay(30, 18, 21),
      minGapMinutes: 15,
      maxGapMinutes: 1800,
    },
    context,
  );
}

/** Three threads of more than twenty messages: a mailing-list debate, an incident, a family plan. */
export function longThreads(context: GeneratorContext): ThreadPlan[] {
  return [mailingListThread(context), incidentThread(context), familyTripThread(context)];
}
