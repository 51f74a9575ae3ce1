import type { HeaderField } from '../mime-builder';
import { SENDERS, type Person } from '../people';
import { seedFile } from '../seed-data';
import { escapeHtmlNumerically } from '../../server/numeric-html-escape';
import type { GeneratorContext } from './context';
import type { Category, MessageContent, ThreadPlan } from './model';

interface Issue {
  subject: string;
  content: MessageContent;
}

interface Newsletter {
  sender: Person;
  category: Category;
  everyDays: number;
  hour: number;
  issue(index: number, context: GeneratorContext): Issue;
}

function unsubscribeHeaders(sender: Person, token: string): HeaderField[] {
  const domain = sender.email.slice(sender.email.indexOf('@') + 1);
  return [
    [
      'List-Unsubscribe',
      `<https://${domain}/unsubscribe?u=${token}>, <mailto:unsubscribe@${domain}>`,
    ],
    ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
    ['Precedence', 'bulk'],
  ];
}

const BRIEF_HEADLINES = [
  'Central banks hold rates steady as inflation cools',
  'The quiet comeback of night trains across Europe',
  'Why your next phone might have a smaller battery, and last longer',
  'City parks are getting hotter. Planners are fighting back with shade',
  'A record year for solar, and the grid problem nobody solved',
  'The four-day week trial results are in',
  'Inside the race to recycle lithium',
  'What the new privacy rules mean for your inbox',
  'Museums are lending out art like library books',
  'The surprising economics of bike lanes',
  'Ocean heatwaves, explained in five charts',
  'How a tiny island became a chess superpower',
  'The rise of the "boring" startup',
  'Coffee prices hit a ten-year high',
  'What happens to your data when an app shuts down',
  'The science of a good nap',
  'A new map of the human brain, one cell at a time',
  'Libraries are becoming tool-lending hubs',
];

const morningBrief: Newsletter = {
  sender: SENDERS.morningBrief,
  category: 'CATEGORY_UPDATES',
  everyDays: 4,
  hour: 6,
  issue: (index, { rng }) => {
    const lead = BRIEF_HEADLINES[index % BRIEF_HEADLINES.length] ?? '';
    const more = rng.sample(
      BRIEF_HEADLINES.filter((h) => h !== lead),
      3,
    );
    const token = rng.hex(12);
    const html = [
      '<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;font-family:Georgia,serif">',
      '<tr><td><img src="https://images.morningbrief.example/masthead.png" width="600" height="80" alt="The Morning Brief"></td></tr>',
      `<tr><td><h1 style="font-size:26px">${escapeHtmlNumerically(lead)}</h1>`,
      '<img src="https://images.morningbrief.example/stories/lead-' +
        (index % 9) +
        '.jpg" width="600" alt="">',
      `<p>Good morning. Here is what you need to know this week, in five minutes or less.</p>`,
      `<p><a href="https://morningbrief.example/read/${index}?utm_source=newsletter">Read the full story</a></p>`,
      '<h2>Also today</h2><ul>',
      ...more.map(
        (headline) =>
          `<li><a href="https://morningbrief.example/s/${rng.hex(6)}">${escapeHtmlNumerically(headline)}</a></li>`,
      ),
      '</ul>',
      `<p style="color:#888;font-size:12px">You are receiving this because you subscribed. <a href="https://morningbrief.example/unsubscribe?u=${token}">Unsubscribe</a></p>`,
      `<img src="http://track.morningbrief.example/open/${token}.gif" width="1" height="1" alt="">`,
      '</td></tr></table>',
    ].join('\n');
    return {
      subject: `The Morning Brief: ${lead}`,
      content: { text: `${lead}\n\nRead online: https://morningbrief.example/read/${index}`, html },
    };
  },
};

const FRONTEND_TOPICS = [
  'CSS anchor positioning lands everywhere',
  'The state of React Server Components',
  'View transitions for multi-page apps',
  'Popover API patterns that actually work',
  'A deep dive into INP',
  'Module Federation 2.0 in practice',
  'Testing accessibility in CI',
  'Signals everywhere?',
  'Faster builds with Rust-based tooling',
  'Container queries one year on',
  'Safer HTML with the Sanitizer API',
  'Web components in 2025',
  'Bundle size budgets that stick',
  'The case for less JavaScript',
  'Error boundaries and resilient UIs',
  'Font loading without layout shift',
  'What is new in TypeScript',
  'Temporal: dates done right',
];

const frontendWeekly: Newsletter = {
  sender: SENDERS.frontendWeekly,
  category: 'CATEGORY_UPDATES',
  everyDays: 7,
  hour: 15,
  issue: (index, { rng }) => {
    const number = 400 + index;
    const topics = rng.sample(FRONTEND_TOPICS, 4);
    const [lead = '', ...rest] = topics;
    const text = [
      `Frontend Weekly #${number}`,
      '',
      `${lead}`,
      `https://frontendweekly.example/issues/${number}#lead`,
      '',
      ...rest.map((topic) => `* ${topic}`),
      '',
      'Unsubscribe: https://frontendweekly.example/unsubscribe',
    ].join('\n');
    const html = [
      '<div style="font-family:-apple-system,Segoe UI,sans-serif;max-width:640px">',
      '<p><img src="cid:logo@frontendweekly.example" width="48" height="48" alt="Frontend Weekly"></p>',
      `<h1>Frontend Weekly #${number}</h1>`,
      `<h2><a href="https://frontendweekly.example/issues/${number}#lead">${escapeHtmlNumerically(lead)}</a></h2>`,
      '<ul>',
      ...rest.map((topic) => `<li>${escapeHtmlNumerically(topic)}</li>`),
      '</ul>',
      '<p><a href="https://frontendweekly.example/unsubscribe">Unsubscribe</a></p>',
      '</div>',
    ].join('\n');
    return {
      subject: `Frontend Weekly #${number}: ${lead}`,
      content: {
        text,
        html,
        inlineImages: [
          {
            contentId: 'logo@frontendweekly.example',
            file: {
              filename: 'logo.png',
              contentType: 'image/png',
              data: seedFile('frontend-weekly-logo.png'),
            },
          },
        ],
      },
    };
  },
};

const TRAIL_DEALS = [
  ['Fjords by boat', 'Bergen', 649],
  ['Northern lights weekend', 'Tromsø', 799],
  ['Cabin escape', 'Lapland', 520],
  ['Island hopping', 'Stockholm archipelago', 410],
  ['Midsummer in the mountains', 'Jotunheimen', 575],
  ['Copenhagen by bike', 'Copenhagen', 360],
] as const;

const nordicTrails: Newsletter = {
  sender: SENDERS.nordicTrails,
  category: 'CATEGORY_PROMOTIONS',
  everyDays: 9,
  hour: 10,
  issue: (index, { rng }) => {
    const [title, place, price] = TRAIL_DEALS[index % TRAIL_DEALS.length] ?? TRAIL_DEALS[0];
    const percent = rng.pick([15, 20, 25, 30]);
    const html = [
      '<style>.hero{background:url(https://cdn.nordictrails.example/hero/' +
        index +
        '.jpg) center/cover;height:240px}</style>',
      '<div class="hero"></div>',
      `<h1>${escapeHtmlNumerically(title)}: ${percent}% off this week</h1>`,
      `<p>${escapeHtmlNumerically(place)}, 4 nights from <b>€${price}</b> per person.</p>`,
      '<p><a href="https://nordictrails.example/deals?src=email" style="background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">See the deal</a></p>',
      '<img src="https://cdn.nordictrails.example/footer.png" width="600" alt="">',
    ].join('\n');
    return {
      subject: `${title}: ${percent}% off, this week only`,
      content: { text: '', html },
    };
  },
};

const ATELIER_OFFERS = [
  'Soldes d’hiver : jusqu’à 30 % sur les suspensions',
  'Nouveauté : la lampe « Lueur » en laiton brossé',
  'Livraison offerte ce week-end',
  'Vos invitations pour la journée portes ouvertes',
  'Les appliques murales à prix doux',
];

const atelierPromos: Newsletter = {
  sender: SENDERS.atelier,
  category: 'CATEGORY_PROMOTIONS',
  everyDays: 14,
  hour: 11,
  issue: (index) => {
    const subject = ATELIER_OFFERS[index % ATELIER_OFFERS.length] ?? '';
    const text = `Bonjour,\n\n${subject}.\n\nDécouvrez notre sélection en boutique et sur notre site : https://lumiere-atelier.example/collection\n\nÀ bientôt,\nL’équipe Atelier Lumière`;
    return {
      subject,
      content: {
        text,
        html: `<p>Bonjour,</p><h2>${escapeHtmlNumerically(subject)}</h2><p><img src="https://lumiere-atelier.example/img/collection-${index % 4}.jpg" width="560" alt=""></p><p>Découvrez notre sélection en boutique et <a href="https://lumiere-atelier.example/collection">sur notre site</a>.</p><p>À bientôt,<br>L’équipe Atelier Lumière</p>`,
      },
    };
  },
};

const AFISHA_SUBJECTS = [
  'Афиша на выходные: концерты и выставки',
  'Новые спектакли этого месяца',
  'Лучшие фестивали лета',
  'Кино под открытым небом: расписание',
];

const afisha: Newsletter = {
  sender: SENDERS.afisha,
  category: 'CATEGORY_PROMOTIONS',
  everyDays: 12,
  hour: 9,
  issue: (index) => {
    const subject = AFISHA_SUBJECTS[index % AFISHA_SUBJECTS.length] ?? '';
    return {
      subject,
      content: {
        text: `Здравствуйте!\n\n${subject}.\n\n- Симфонический оркестр, суббота, 19:00\n- Выставка современной фотографии, до конца месяца\n- Джазовый вечер в парке, воскресенье, 18:00\n\nПодробности на сайте: https://afisha.example/\n\nОтписаться: https://afisha.example/unsubscribe`,
      },
    };
  },
};

const TAOLEGO_SUBJECTS = [
  '限时优惠：全场八折',
  '新品上市，欢迎选购',
  '会员专享：满二百减三十',
  '周末特卖，不要错过',
];

const taolego: Newsletter = {
  sender: SENDERS.taolego,
  category: 'CATEGORY_PROMOTIONS',
  everyDays: 15,
  hour: 20,
  issue: (index) => {
    const subject = TAOLEGO_SUBJECTS[index % TAOLEGO_SUBJECTS.length] ?? '';
    return {
      subject,
      content: {
        text: `亲爱的会员，您好！\n\n${subject}。活动时间有限，快来看看吧。\n\n淘乐购`,
        html: `<p>亲爱的会员，您好！</p><h2>${subject}</h2><p><img src="http://img.taolego.example/banner${index % 3}.png" width="600" alt=""></p><p>活动时间有限，快来看看吧。</p><p>淘乐购</p>`,
      },
    };
  },
};

const NEWSLETTERS: readonly Newsletter[] = [
  morningBrief,
  frontendWeekly,
  nordicTrails,
  atelierPromos,
  afisha,
  taolego,
];

/** Regular bulk mail over the whole 120 days, each sender on its own rhythm. */
export function newsletterThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  return NEWSLETTERS.flatMap((newsletter) => {
    const plans: ThreadPlan[] = [];
    const firstDay = rng.int(0, newsletter.everyDays - 1);
    for (let day = firstDay, index = 0; day < 119; day += newsletter.everyDays, index++) {
      const date = timeline.onDay(day, newsletter.hour, newsletter.hour + 1);
      const issue = newsletter.issue(index, context);
      const ageDays = timeline.daysAgo(date);
      plans.push({
        category: newsletter.category,
        archived: ageDays > 20 && rng.chance(0.4),
        important: rng.chance(0.04),
        messages: [
          {
            from: newsletter.sender,
            to: [user],
            subject: issue.subject,
            date,
            content: issue.content,
            headers: unsubscribeHeaders(newsletter.sender, rng.hex(10)),
          },
        ],
      });
    }
    return plans;
  });
}
