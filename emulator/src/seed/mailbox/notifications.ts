import { COLLEAGUES, FAMILY_AND_FRIENDS, MAILING_LIST, SENDERS, type Person } from '../people';
import { attachFile } from './attachment-files';
import { escapeHtmlNumerically } from '../../server/numeric-html-escape';
import { firstName, type GeneratorContext } from './context';
import type { DraftMessage, ThreadPlan } from './model';

const single = (
  category: ThreadPlan['category'],
  message: DraftMessage,
  extra: Partial<ThreadPlan> = {},
): ThreadPlan => ({ category, messages: [message], ...extra });

/** Social network notifications, some of them from today. */
export function socialThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const people = [...COLLEAGUES, ...FAMILY_AND_FRIENDS];
  const plans: ThreadPlan[] = [];
  for (let i = 0; i < 60; i++) {
    const who = rng.pick(people);
    const date = i < 3 ? timeline.earlierToday() : timeline.past(1, 118);
    const linkfolio = i % 2 === 0;
    const [subject, line] = linkfolio
      ? rng.pick([
          [
            `${who.name} wants to connect`,
            `${who.name} would like to join your professional network.`,
          ],
          [`${who.name} viewed your profile`, 'See who else viewed your profile this week.'],
          [
            `You appeared in ${rng.int(5, 40)} searches this week`,
            'Recruiters and colleagues found you.',
          ],
          [`Congratulate ${firstName(who)} on a new role`, `${who.name} started a new position.`],
        ] as const)
      : rng.pick([
          [
            `${firstName(who)} liked your photo`,
            `${who.name} liked your photo "Sunset over the hills".`,
          ],
          [
            `${firstName(who)} commented on your photo`,
            `${who.name}: "Stunning view! Where was this?"`,
          ],
          [`${firstName(who)} started following you`, 'Follow back to see their photos.'],
          [
            'New login to your account',
            'We noticed a new login from Chrome on Linux. If this was you, no action is needed.',
          ],
        ] as const);
    const sender = linkfolio ? SENDERS.linkfolio : SENDERS.photogram;
    const site = linkfolio ? 'linkfolio.example' : 'photogram.example';
    plans.push(
      single(
        'CATEGORY_SOCIAL',
        {
          from: sender,
          to: [user],
          subject,
          date,
          content: {
            text: line,
            html: `<table width="100%"><tr><td><img src="https://avatars.${site}/u/${rng.hex(8)}.jpg" width="56" height="56" style="border-radius:50%" alt=""></td><td><p>${escapeHtmlNumerically(line)}</p><p><a href="https://${site}/notifications">View</a></p></td></tr></table><p style="font-size:11px;color:#999"><a href="https://${site}/settings/email">Notification settings</a></p>`,
          },
          headers: [['List-Unsubscribe', `<https://${site}/settings/email>`]],
        },
        { archived: i > 8 && rng.chance(0.3) },
      ),
    );
  }
  return plans;
}

const PULL_REQUESTS = [
  'Add retry with jitter to the sync client',
  'Fix timezone handling in the calendar view',
  'Virtualise the message list',
  'Sanitise HTML bodies with DOMPurify hooks',
  'Cache attachments by message and part id',
  'Move the build to rspack',
  'Keyboard shortcuts for the conversation view',
  'Bump typescript to 5.9',
  'Show remote images only on request',
  'Persist the Important list between sessions',
  'Month view: show +more after three events',
  'Retry attachments download on 429',
];

const REVIEW_COMMENTS = [
  'Looks good overall. Could you add a test for the empty case?',
  'Nit: this name could be clearer. Not blocking.',
  'Approved. Nice and small.',
  'I think this breaks when the list is longer than one page. Can you check?',
  'Good catch, fixed in the latest commit.',
  'CI is green now. Merging.',
  'Could we split this into two PRs? The refactor and the fix are independent.',
  'Thanks for the review! Addressed all comments.',
];

function codehubPerson(actor: Person): Person {
  return { ...SENDERS.codehub, name: actor.name };
}

/** Code review notifications, threaded by the PR as CodeHub does, and CI results. */
export function codehubThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const repo = 'northwind/atlas';
  const listHeaders = [
    ['List-Id', `${repo} <atlas.northwind.codehub.example>`],
    ['List-Unsubscribe', '<https://codehub.example/notifications/unsubscribe>'],
    ['X-CodeHub-Reason', 'review_requested'],
  ] as const;
  const plans: ThreadPlan[] = PULL_REQUESTS.map((title, index) => {
    const number = 400 + index * 3;
    const subject = `[${repo}] ${title} (PR #${number})`;
    const author = rng.pick(COLLEAGUES);
    const count = rng.int(1, 6);
    const times = timeline.conversation(timeline.past(0, 110), count, 15, 1500);
    const messages: DraftMessage[] = times.map((date, i) => {
      const actor = i === 0 ? author : rng.pick(COLLEAGUES);
      const text =
        i === 0
          ? `${author.name} requested your review on: ${title}\n\nhttps://codehub.example/${repo}/pull/${number}`
          : `${rng.pick(REVIEW_COMMENTS)}\n\nReply to this email directly or view it on CodeHub:\nhttps://codehub.example/${repo}/pull/${number}#comment-${rng.int(1000, 9999)}`;
      return {
        from: codehubPerson(actor),
        to: [{ name: repo, email: 'atlas@noreply.codehub.example' }],
        cc: [{ name: 'Review requested', email: 'review_requested@noreply.codehub.example' }],
        replyTo: { name: repo, email: `reply+${rng.hex(20)}@reply.codehub.example` },
        subject: i === 0 ? subject : `Re: ${subject}`,
        date,
        content: { text, quote: false },
        ...(i > 0 ? { parent: 0 } : {}),
        headers: listHeaders,
      };
    });
    return {
      category: 'CATEGORY_FORUMS' as const,
      messages,
      archived: rng.chance(0.4),
      important: rng.chance(0.2),
    };
  });
  for (let i = 0; i < 55; i++) {
    const failed = rng.chance(0.35);
    const sha = rng.hex(7);
    const branch = rng.pick(['main', 'main', 'release/3.4', 'feature/offline-read']);
    const date = i === 0 ? timeline.earlierToday() : timeline.past(0, 118);
    plans.push(
      single(
        'CATEGORY_UPDATES',
        {
          from: SENDERS.codehub,
          to: [user],
          subject: `[${repo}] Run ${failed ? 'failed' : 'succeeded'}: CI - ${branch} (${sha})`,
          date,
          content: {
            text: `${failed ? 'CI failed' : 'All jobs passed'} for ${sha} on ${branch}.\n\nbuild: ${failed ? 'failure' : 'success'}\ntest: ${failed ? 'skipped' : 'success'}\n\nhttps://codehub.example/${repo}/actions/runs/${rng.int(100000, 999999)}`,
          },
          headers: listHeaders.slice(0, 2),
        },
        { archived: rng.chance(0.5) },
      ),
    );
  }
  return plans;
}

/** Bank alerts and statements, payslips and IT notices. */
export function accountThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const plans: ThreadPlan[] = [];
  const merchants = [
    'Green Grocer',
    'City Cycles',
    'Cafe Nero Verde',
    'Metro Transit',
    'Bookshop on the Corner',
    'Pharmacy Plus',
  ];
  for (let i = 0; i < 20; i++) {
    const amount = (rng.int(300, 12000) / 100).toFixed(2);
    const merchant = rng.pick(merchants);
    plans.push(
      single(
        'CATEGORY_UPDATES',
        {
          from: SENDERS.northbank,
          to: [user],
          subject: `Card payment of $${amount} at ${merchant}`,
          date: timeline.past(0, 118),
          content: {
            text: `A payment of $${amount} to ${merchant} was made with your card ending 4242. If you do not recognise it, call us on the number on the back of your card.`,
          },
        },
        { archived: rng.chance(0.5) },
      ),
    );
  }
  for (let month = 0; month < 4; month++) {
    const date = timeline.onDay(month * 30 + 3, 6, 8);
    plans.push(
      single('CATEGORY_UPDATES', {
        from: SENDERS.northbank,
        to: [user],
        subject: 'Your monthly statement is ready',
        date,
        content: {
          text: 'Your statement for your current account ending 7781 is ready. Sign in to online banking to view it.',
          html: '<p>Your statement for your current account ending <b>7781</b> is ready.</p><p><a href="https://northbank.example/login">Sign in to online banking</a> to view it.</p><img src="https://northbank.example/img/footer.png" alt="Northbank">',
        },
      }),
    );
    const payday = timeline.onDay(month * 30 + 6, 9, 10);
    plans.push(
      single(
        'CATEGORY_UPDATES',
        {
          from: SENDERS.payroll,
          to: [user],
          subject: 'Your payslip is available',
          date: payday,
          content: {
            text: 'Your payslip for this month is attached. Questions? Reply to this e-mail.\n\nPayroll team',
            attachments: [attachFile('payslip.pdf')],
          },
        },
        { important: true },
      ),
    );
  }
  plans.push(
    single(
      'CATEGORY_UPDATES',
      {
        from: SENDERS.northbank,
        to: [user],
        subject: 'Security alert: new sign-in to online banking',
        date: timeline.past(2, 30),
        content: {
          text: 'We noticed a sign-in to your online banking from a new device (Firefox on Windows). If this was not you, call us immediately.',
        },
      },
      { important: true },
    ),
  );
  for (const [subject, text] of [
    [
      'Scheduled maintenance: VPN on Saturday 22:00-02:00',
      'The VPN will be unavailable on Saturday night between 22:00 and 02:00 for an upgrade.',
    ],
    [
      'Action required: enrol your security key',
      'Please enrol a hardware security key before the end of the month. Instructions: https://it.example.com/keys',
    ],
    [
      'Your laptop is due for replacement',
      'Your laptop is four years old. Choose a replacement in the IT portal.',
    ],
  ] as const) {
    plans.push(
      single('CATEGORY_UPDATES', {
        from: SENDERS.itDesk,
        to: [user],
        subject,
        date: timeline.past(0, 100),
        content: { text: `Hello,\n\n${text}\n\nIT Service Desk` },
      }),
    );
  }
  for (let week = 0; week < 8; week++) {
    plans.push(
      single(
        'CATEGORY_FORUMS',
        {
          from: { ...SENDERS.codehub, name: 'atlas-dev bot', email: 'bot@lists.example.org' },
          to: [MAILING_LIST],
          subject: `[atlas-dev] Weekly build stats`,
          date: timeline.onDay(week * 14 + 2, 8, 9),
          content: {
            text: `Builds this week: ${rng.int(180, 320)}\nGreen: ${rng.int(88, 99)}%\nMedian duration: ${rng.int(50, 70)} s`,
          },
          headers: [['List-Id', 'Atlas developers <atlas-dev.lists.example.org>']],
        },
        { archived: rng.chance(0.5) },
      ),
    );
  }
  return plans;
}
