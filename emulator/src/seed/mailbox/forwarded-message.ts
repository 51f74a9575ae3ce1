import { formatMailDate } from '../local-time';
import { serializeMessage, textLeaf } from '../mime-builder';
import { COLLEAGUES, type Person } from '../people';
import type { GeneratorContext } from './context';
import type { ThreadPlan } from './model';

/** A colleague forwards a customer's e-mail as an attachment (message/rfc822). */
export function forwardedAsAttachmentThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user } = context;
  const colleague = rng.pick(COLLEAGUES) as Person;
  const received = timeline.past(3, 40);
  const forwarded = timeline.conversation(received, 2, 30, 600)[1] ?? received;
  const original = serializeMessage(
    [
      ['Date', formatMailDate(received, -300)],
      ['From', 'Jordan Blake <jordan.blake@acme.example>'],
      ['To', `${colleague.name} <${colleague.email}>`],
      ['Subject', 'Feedback on the new export'],
      ['Message-ID', `<${rng.hex(20)}@mail.acme.example>`],
    ],
    textLeaf(
      'plain',
      'Hi,\n\nThe new export is a big improvement: our audit file went from 40 minutes to 4. One request: could the CSV include the time zone of each timestamp?\n\nThanks,\nJordan Blake\nAcme Corp',
      'utf-8',
      'quoted-printable',
    ),
    () => `acme-${rng.hex(12)}`,
  );
  return [
    {
      category: 'CATEGORY_PERSONAL',
      important: true,
      messages: [
        {
          from: colleague,
          to: [user],
          subject: 'Fwd: Feedback on the new export',
          date: forwarded,
          content: {
            text: 'Nice feedback from Acme, see attached. The time zone request sounds easy; can we add it to the next sprint?',
            attachedMessage: { filename: 'Feedback on the new export.eml', raw: original },
          },
        },
        {
          from: user,
          to: [colleague],
          subject: 'Re: Fwd: Feedback on the new export',
          date: timeline.conversation(forwarded, 2, 20, 300)[1] ?? forwarded,
          content: { text: 'Great to hear! Yes, added to the sprint.' },
          parent: 0,
        },
      ],
    },
  ];
}
