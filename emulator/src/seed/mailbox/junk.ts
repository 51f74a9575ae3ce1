import { SENDERS, SPAMMERS } from '../people';
import type { GeneratorContext } from './context';
import type { ThreadPlan } from './model';

/**
 * Hostile-looking but harmless HTML: scripts, event handlers, javascript: links, frames, forms,
 * meta refresh and remote CSS, so the client's sanitizer and CSP have something to stop.
 */
const HOSTILE_BODIES = [
  '<p>Congratulations! You have been selected.</p><script>alert("prize")</script><img src="x" onerror="alert(\'onerror\')"><p><a href="javascript:alert(1)">Claim your prize</a></p>',
  '<meta http-equiv="refresh" content="0;url=https://northbank-verify.example/login"><p>Your account is locked. <a href="https://northbank-verify.example/login">Verify now</a></p><form action="https://northbank-verify.example/collect" method="post"><input name="password" type="password"><button>Unlock</button></form>',
  '<style>@import url("https://moonshot-signals.example/track.css");body{background:url(https://moonshot-signals.example/bg.png)}</style><h1>10x returns in 7 days</h1><iframe src="https://moonshot-signals.example/widget" width="300" height="200"></iframe><svg onload="alert(\'svg\')"><circle r="10"></circle></svg>',
  '<div onclick="alert(\'click\')" style="cursor:pointer"><img src="https://cheap-meds.example/banner.jpg" srcset="https://cheap-meds.example/banner@2x.jpg 2x"><p>Best prices, no prescription!</p></div><object data="https://cheap-meds.example/x.swf"></object><a href="vbscript:msgbox(1)">Order</a>',
];

const SPAM_SUBJECTS = [
  'You have WON a $1,000 gift card!!!',
  'Urgent: your account will be suspended',
  'Make 10x returns in 7 days',
  'Lowest prices on medication, guaranteed',
];

/** Spam, trash, and two hostile-looking messages that reached the inbox. */
export function junkThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const plans: ThreadPlan[] = [];
  for (let i = 0; i < 8; i++) {
    const index = i % SPAMMERS.length;
    const sender = SPAMMERS[index] ?? SPAMMERS[0];
    if (!sender) continue;
    plans.push({
      category: 'CATEGORY_PROMOTIONS',
      folder: 'SPAM',
      messages: [
        {
          from: sender,
          to: [user],
          subject: SPAM_SUBJECTS[index] ?? '',
          date: timeline.past(0, 30),
          content: { text: '', html: HOSTILE_BODIES[index] ?? '' },
          spoofedFrom: true,
        },
      ],
    });
  }
  for (let i = 0; i < 8; i++) {
    plans.push({
      category: i % 2 === 0 ? 'CATEGORY_PROMOTIONS' : 'CATEGORY_SOCIAL',
      folder: 'TRASH',
      messages: [
        {
          from: i % 2 === 0 ? SENDERS.nordicTrails : SENDERS.photogram,
          to: [user],
          subject:
            i % 2 === 0
              ? `Last minute: ${rng.pick(['Oslo', 'Helsinki', 'Reykjavik', 'Gothenburg'])} from €${rng.int(99, 299)}`
              : 'You have new followers',
          date: timeline.past(1, 29),
          content: {
            text: '',
            html:
              i === 1
                ? (HOSTILE_BODIES[0] ?? '')
                : '<p>Deals you might like.</p><img src="https://cdn.nordictrails.example/deals.png" alt="">',
          },
        },
      ],
    });
  }
  // marketing mail sometimes carries script and handlers; these made it to the inbox
  plans.push(
    {
      category: 'CATEGORY_PROMOTIONS',
      messages: [
        {
          from: SENDERS.streamly,
          to: [user],
          subject: 'New this week on Streamly',
          date: timeline.past(0, 6),
          content: {
            text: '',
            html: '<h1>New this week</h1><img src="https://assets.streamly.example/posters/1.jpg" onerror="this.src=\'https://assets.streamly.example/fallback.jpg\'" width="200"><script src="https://assets.streamly.example/tracker.js"></script><script>window.__streamly_open=1</script><p><a href="https://streamly.example/browse" onmouseover="console.log(\'hover\')">Browse</a></p>',
          },
        },
      ],
    },
    {
      category: 'CATEGORY_SOCIAL',
      messages: [
        {
          from: SENDERS.photogram,
          to: [user],
          subject: 'Your weekly photo recap',
          date: timeline.past(0, 10),
          content: {
            text: '',
            html: '<p>Your photos got 48 likes this week.</p><img src="https://cdn.photogram.example/recap.png" onload="console.log(\'loaded\')"><base href="https://photogram.example/"><a href="recap" target="_top">See recap</a><iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
          },
        },
      ],
    },
  );
  return plans;
}
