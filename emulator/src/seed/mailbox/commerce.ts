import { SENDERS } from '../people';
import { makePdf } from '../pdf';
import { attachFile } from './attachment-files';
import { escapeHtmlNumerically } from '../../server/numeric-html-escape';
import { firstName, type GeneratorContext } from './context';
import type { ThreadPlan } from './model';
import { LABEL_RECEIPTS } from './user-labels';

const CATALOGUE = [
  ['Noise-cancelling headphones', 149.99],
  ['USB-C charging cable (2 m)', 12.49],
  ['Mechanical keyboard', 89.0],
  ['Ceramic pour-over coffee set', 34.5],
  ['Hardcover notebook, dotted', 9.99],
  ['Running socks (3 pairs)', 17.0],
  ['Cast-iron skillet 26 cm', 39.95],
  ['LED desk lamp', 45.0],
  ['Board game: Wingspan', 54.99],
  ['Stainless steel water bottle', 22.0],
  ['Wool beanie', 19.5],
  ['Portable SSD 1 TB', 94.99],
] as const;

const money = (amount: number): string => `$${amount.toFixed(2)}`;

/** Order confirmations with a PDF invoice, and the shipping notices that follow them. */
export function orderThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const plans: ThreadPlan[] = [];
  for (let i = 0; i < 18; i++) {
    const items = rng.sample(CATALOGUE, rng.int(1, 3)).map(([name, price]) => ({
      name,
      price,
      quantity: rng.chance(0.8) ? 1 : 2,
    }));
    const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const order = `SW-${10230 + i * 7}`;
    const daysAgo = i === 0 ? 0 : rng.int(1, 118);
    const date = timeline.onDay(daysAgo);
    const lines = items.map(
      (item) => `${item.quantity} x ${item.name}: ${money(item.price * item.quantity)}`,
    );
    const html = [
      '<div style="font-family:Arial,sans-serif;max-width:600px">',
      '<img src="https://static.shopwise.example/logo.png" alt="Shopwise" width="120">',
      `<h2>Thanks for your order, ${escapeHtmlNumerically(firstName(user))}!</h2>`,
      `<p>Order <b>${order}</b></p>`,
      '<table cellpadding="6" style="border-collapse:collapse">',
      ...items.map(
        (item) =>
          `<tr><td>${item.quantity} ×</td><td>${escapeHtmlNumerically(item.name)}</td><td align="right">${money(item.price * item.quantity)}</td></tr>`,
      ),
      `<tr><td></td><td><b>Total</b></td><td align="right"><b>${money(total)}</b></td></tr>`,
      '</table>',
      '<p>Your invoice is attached. We will e-mail you when your parcel ships.</p>',
      '</div>',
    ].join('\n');
    plans.push({
      category: 'CATEGORY_UPDATES',
      labels: [LABEL_RECEIPTS],
      archived: daysAgo > 14 && rng.chance(0.6),
      messages: [
        {
          from: SENDERS.shopwise,
          to: [user],
          subject: `Your Shopwise order ${order} is confirmed`,
          date,
          content: {
            text: `Order ${order}\n\n${lines.join('\n')}\nTotal: ${money(total)}`,
            html,
            attachments: [
              {
                filename: `Invoice-${order}.pdf`,
                contentType: 'application/pdf',
                data: makePdf({
                  title: `Shopwise invoice ${order}`,
                  lines: [...lines, '', `Total paid: ${money(total)}`, 'Payment: Visa ending 4242'],
                  created: new Date(date),
                }),
              },
            ],
          },
        },
      ],
    });
    if (rng.chance(0.8)) {
      const shipped = timeline.conversation(date, 2, 600, 3000)[1] ?? date;
      plans.push({
        category: 'CATEGORY_UPDATES',
        archived: daysAgo > 10 && rng.chance(0.5),
        messages: [
          {
            from: SENDERS.parcelPoint,
            to: [user],
            subject: `Your parcel ${order} is on its way`,
            date: shipped,
            content: {
              text: `Good news! Your parcel ${order} has left our depot and will arrive in 1-2 working days.\n\nTrack it: https://parcelpoint.example/track/${order}`,
              html: `<p>Good news! Your parcel <b>${order}</b> has left our depot and will arrive in 1-2 working days.</p><p><a href="https://parcelpoint.example/track/${order}">Track your parcel</a></p>`,
            },
          },
        ],
      });
    }
  }
  return plans;
}

/** Monthly subscription receipts. */
export function subscriptionThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const plans: ThreadPlan[] = [];
  const dayOfMonth = rng.int(1, 27);
  for (let month = 0; month < 4; month++) {
    const daysAgo = month * 30 + ((dayOfMonth * 7) % 30);
    if (daysAgo > 118) continue;
    const date = timeline.onDay(daysAgo, 3, 5);
    plans.push({
      category: 'CATEGORY_UPDATES',
      labels: [LABEL_RECEIPTS],
      archived: rng.chance(0.5),
      messages: [
        {
          from: SENDERS.streamly,
          to: [user],
          subject: 'Your Streamly receipt',
          date,
          content: {
            text: 'Thanks for being a member.\n\nStreamly Premium (monthly): $15.99\nPaid with Visa ending 4242.',
            html: '<div style="background:#111;color:#eee;padding:24px;font-family:Helvetica,sans-serif"><img src="https://assets.streamly.example/logo-white.png" width="110" alt="Streamly"><h2>Thanks for being a member</h2><p>Streamly Premium (monthly): <b>$15.99</b></p><p>Paid with Visa ending 4242.</p></div>',
          },
        },
      ],
    });
  }
  const storageDate = timeline.past(20, 100);
  plans.push({
    category: 'CATEGORY_UPDATES',
    labels: [LABEL_RECEIPTS],
    messages: [
      {
        from: SENDERS.cloudbox,
        to: [user],
        subject: 'Receipt for your Cloudbox 2 TB plan',
        date: storageDate,
        content: {
          text: 'Cloudbox 2 TB, yearly: $99.00\n\nYour receipt is attached.',
          attachments: [attachFile('Cloudbox-receipt.pdf')],
        },
      },
    ],
  });
  return plans;
}

const OFFERS = [
  ['Spring sale: 25% off kitchenware', 'kitchen'],
  ['Only today: free shipping on everything', 'shipping'],
  ['You left something in your cart', 'cart'],
  ['New arrivals picked for you', 'new'],
  ['Members save an extra 10% this weekend', 'members'],
  ['Last chance: headphones deal ends tonight', 'headphones'],
] as const;

/** One-off promotions with remote images and layout tables. */
export function promotionThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  return OFFERS.flatMap(([subject, slug], index) => {
    const repeats = index % 2 === 0 ? 2 : 1;
    return Array.from({ length: repeats }, (): ThreadPlan => ({
      category: 'CATEGORY_PROMOTIONS',
      archived: rng.chance(0.2),
      messages: [
        {
          from: { ...SENDERS.shopwise, email: 'deals@shopwise.example' },
          to: [user],
          subject,
          date: timeline.past(0, 118),
          content: {
            text: '',
            html: [
              '<table width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center">',
              `<table width="600" style="background:#fff"><tr><td><img src="https://static.shopwise.example/campaigns/${slug}.jpg" width="600" height="300" alt="${escapeHtmlNumerically(subject)}"></td></tr>`,
              `<tr><td style="padding:24px;font-family:Arial"><h1>${escapeHtmlNumerically(subject)}</h1><p><a href="https://shopwise.example/c/${slug}?utm_campaign=${slug}">Shop now</a></p></td></tr></table>`,
              `<img src="http://pixel.shopwise.example/o.gif?c=${slug}&r=${rng.hex(8)}" width="1" height="1">`,
              '</td></tr></table>',
            ].join('\n'),
          },
          headers: [['List-Unsubscribe', '<https://shopwise.example/unsubscribe>']],
        },
      ],
    }));
  });
}
