import { DAY_MS } from '../local-time';
import { FAMILY_AND_FRIENDS, SENDERS, type Person } from '../people';
import { makePdf } from '../pdf';
import { icsAttachment, attachFile } from './attachment-files';
import type { GeneratorContext } from './context';
import type { ThreadPlan } from './model';
import { LABEL_TRAVEL } from './user-labels';

const FLIGHTS = [
  ['London (LHR)', 'Lisbon (LIS)', 'SK 431'],
  ['Lisbon (LIS)', 'London (LHR)', 'SK 436'],
  ['London (LHR)', 'Berlin (BER)', 'SK 208'],
  ['Berlin (BER)', 'London (LHR)', 'SK 211'],
] as const;

/** Bookings, check-in reminders and boarding passes, a hotel conversation and train tickets. */
export function travelThreads(context: GeneratorContext): ThreadPlan[] {
  const { rng, timeline, user, now } = context;
  const plans: ThreadPlan[] = [];
  FLIGHTS.forEach(([origin, destination, flight], index) => {
    const booked = timeline.past(20 + index * 15, 30 + index * 15);
    const departure = new Date(booked + rng.int(10, 40) * DAY_MS);
    const reference = rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6);
    const passenger = user.name.toUpperCase();
    plans.push({
      category: 'CATEGORY_UPDATES',
      important: true,
      labels: [LABEL_TRAVEL],
      messages: [
        {
          from: SENDERS.skylark,
          to: [user],
          subject: `Booking confirmed: ${origin} to ${destination} (${reference})`,
          date: booked,
          content: {
            text: `Your booking ${reference} is confirmed.`,
            html: `<h2>Your booking is confirmed</h2><p>Booking reference: <b>${reference}</b></p><table><tr><td>Flight</td><td>${flight}</td></tr><tr><td>From</td><td>${origin}</td></tr><tr><td>To</td><td>${destination}</td></tr><tr><td>Departure</td><td>${departure.toUTCString()}</td></tr></table><p>Your e-ticket is attached. Add the flight to your calendar with the invite.</p><img src="https://img.skylark-air.example/destinations/${index}.jpg" width="600" alt="">`,
            attachments: [
              {
                filename: `e-ticket-${reference}.pdf`,
                contentType: 'application/pdf',
                data: makePdf({
                  title: `SkyLark Airways e-ticket ${reference}`,
                  lines: [
                    `Passenger: ${passenger}`,
                    `Flight: ${flight}`,
                    `From: ${origin}`,
                    `To: ${destination}`,
                    `Departure (UTC): ${departure.toISOString().slice(0, 16).replace('T', ' ')}`,
                    'Baggage: 1 x 23 kg',
                  ],
                  created: new Date(booked),
                }),
              },
              icsAttachment({
                uid: `${reference}-${flight.replace(' ', '')}@skylark-air.example`,
                summary: `Flight ${flight}: ${origin} to ${destination}`,
                location: origin,
                start: departure,
                end: new Date(departure.getTime() + 2.5 * 3_600_000),
                stamp: new Date(booked),
                organizer: { name: 'SkyLark Airways', email: SENDERS.skylark.email },
                attendees: [{ name: user.name, email: user.email }],
              }),
            ],
          },
        },
      ],
    });
    const checkIn = departure.getTime() - DAY_MS;
    if (checkIn < now.getTime()) {
      plans.push({
        category: 'CATEGORY_UPDATES',
        labels: [LABEL_TRAVEL],
        archived: rng.chance(0.5),
        messages: [
          {
            from: SENDERS.skylark,
            to: [user],
            subject: `Your boarding pass: ${flight} to ${destination}`,
            date: Math.floor(checkIn / 1000) * 1000,
            content: {
              text: `Check-in complete. Your boarding pass for ${flight} is attached. Boarding closes 20 minutes before departure.`,
              attachments: [
                {
                  filename: `boarding-pass-${flight.replace(' ', '')}.pdf`,
                  contentType: 'application/pdf',
                  data: makePdf({
                    title: `Boarding pass ${flight}`,
                    lines: [
                      `Passenger: ${passenger}`,
                      `Seat: ${rng.int(3, 32)}${rng.pick(['A', 'C', 'D', 'F'])}`,
                      `Gate closes 20 minutes before departure`,
                    ],
                    created: new Date(checkIn),
                  }),
                },
              ],
            },
          },
        ],
      });
    }
  });

  const sister = FAMILY_AND_FRIENDS[2] as Person;
  const hotel = SENDERS.harbourHotels;
  const [booked, asked, answered, forwarded] = timeline.conversation(
    timeline.past(25, 60),
    4,
    60,
    2000,
  );
  const confirmation = `HH${rng.int(40000, 49999)}`;
  plans.push({
    category: 'CATEGORY_UPDATES',
    important: true,
    labels: [LABEL_TRAVEL],
    messages: [
      {
        from: hotel,
        to: [user],
        subject: `Your reservation at Harbour Hotel Lisbon, confirmation ${confirmation}`,
        date: booked ?? 0,
        content: {
          text: `Dear ${user.name},\n\nThank you for booking with Harbour Hotels.\n\nConfirmation: ${confirmation}\nRoom: Superior double, river view\nCheck-in: from 15:00\nCheck-out: until 11:00\n\nWe look forward to welcoming you.\n\nHarbour Hotel Lisbon\nRua do Cais 12, Lisbon`,
        },
      },
      {
        from: user,
        to: [hotel],
        subject: `Re: Your reservation at Harbour Hotel Lisbon, confirmation ${confirmation}`,
        date: asked ?? 0,
        content: {
          text: 'Hello,\n\nOur flight lands late. Is a check-in around 23:30 possible?\n\nThank you,\nDemo User',
        },
        parent: 0,
      },
      {
        from: hotel,
        to: [user],
        subject: `Re: Your reservation at Harbour Hotel Lisbon, confirmation ${confirmation}`,
        date: answered ?? 0,
        content: {
          text: `Dear ${user.name},\n\nOf course: our reception is open 24 hours. We have added a note to your reservation.\n\nKind regards,\nReception`,
        },
        parent: 1,
      },
      {
        from: user,
        to: [sister],
        subject: `Fwd: Your reservation at Harbour Hotel Lisbon, confirmation ${confirmation}`,
        date: forwarded ?? 0,
        content: { text: 'FYI, here are the hotel details for your calendar.' },
        parent: 0,
        forward: true,
      },
    ],
  });

  const trainDate = timeline.past(3, 50);
  plans.push({
    category: 'CATEGORY_UPDATES',
    labels: [LABEL_TRAVEL],
    messages: [
      {
        from: SENDERS.railConnect,
        to: [user],
        subject: 'Your e-tickets: Paris Nord to Bruxelles-Midi',
        date: trainDate,
        content: {
          text: 'Your e-tickets are attached. Show them on your phone or print them.\n\nCoach 7, seat 64. Departure 08:13.',
          attachments: [attachFile('Billet_Paris-Bruxelles.pdf')],
        },
      },
    ],
  });
  return plans;
}
