import { LABEL_FAMILY } from './user-labels';
import type { Script } from './script-types';

/** Family and friends. */
export const PERSONAL_SCRIPTS: readonly Script[] = [
  {
    subject: 'Sunday lunch?',
    labels: [LABEL_FAMILY],
    turns: [
      {
        by: 'them',
        text: 'Are you free for lunch on Sunday? Dad wants to try the new Italian place near the station. 12:30?',
      },
      { by: 'me', text: 'Sounds lovely, count me in. Should I bring anything?' },
      {
        by: 'them',
        text: 'Just yourself. And maybe an appetite, apparently the portions are huge. 😄',
      },
    ],
  },
  {
    subject: 'Photos from the weekend',
    labels: [LABEL_FAMILY],
    turns: [
      {
        by: 'them',
        text: 'Here are a few photos from the weekend. The sunset on the last evening was unreal.',
        attach: [
          { kind: 'photo', name: 'IMG_2041.jpg' },
          { kind: 'photo', name: 'IMG_2047.jpg' },
        ],
      },
      { by: 'me', text: 'These are beautiful! Can I print the second one for the hallway?' },
      { by: 'them', text: 'Of course! I can send you the full-resolution file.' },
    ],
  },
  {
    subject: 'Happy birthday! 🎂',
    labels: [LABEL_FAMILY],
    turns: [
      {
        by: 'them',
        text: 'Happy birthday! Hope you have a wonderful day and that someone bakes you a proper cake. Lots of love.',
      },
      { by: 'me', text: 'Thank you so much! There was cake. There was a lot of cake. ❤️' },
    ],
  },
  {
    subject: 'Recipe you asked for',
    turns: [
      {
        by: 'them',
        text: 'Here is the lemon tart recipe. The trick is to take it out while the middle still wobbles a bit.',
        attach: [
          {
            kind: 'text',
            name: 'lemon-tart.txt',
            text: 'Lemon tart\n\nPastry: 200 g flour, 100 g cold butter, 1 egg yolk, 2 tbsp icing sugar.\nFilling: 4 eggs, 150 g sugar, 150 ml cream, zest and juice of 3 lemons.\n\nBlind-bake the case 15 min at 180 C, fill, bake 25 min at 150 C.\n',
          },
        ],
      },
      { by: 'me', text: 'Thank you! Making it this weekend.' },
      { by: 'them', text: 'Let me know how it turns out!' },
      { by: 'me', text: 'It wobbled perfectly. Gone in ten minutes.' },
    ],
  },
  {
    subject: 'Running club on Saturday',
    turns: [
      {
        by: 'them',
        text: 'A few of us are doing the 10k loop along the river on Saturday at 8. Slow pace, coffee afterwards. Want to join?',
      },
      { by: 'me', text: 'I am in, as long as "slow" really means slow.' },
      { by: 'them', text: 'Conversational pace, promise. See you at the bridge.' },
    ],
  },
  {
    subject: 'Book club: next pick',
    turns: [
      {
        by: 'them',
        text: 'Voting for the next book closes on {weekday}. The shortlist: "Piranesi", "The Remains of the Day" and "Project Hail Mary".',
      },
      { by: 'me', text: 'My vote goes to Piranesi.' },
      { by: 'them', text: 'Piranesi won by one vote. Meeting at mine in three weeks!' },
    ],
  },
  {
    subject: 'Can you feed the cat next week?',
    labels: [LABEL_FAMILY],
    turns: [
      {
        by: 'them',
        text: 'We are away from Tuesday to Friday. Could you pop in once a day to feed Miso? Keys are with the neighbour.',
      },
      { by: 'me', text: 'Of course. Same food as last time?' },
      {
        by: 'them',
        text: 'Yes, half a pouch morning and evening. She will pretend she has not been fed. She has.',
      },
      { by: 'me', text: 'Day 1: Miso has eaten and is now asleep on your jumper.' },
    ],
  },
  {
    subject: 'Moving house: help on the 14th?',
    turns: [
      {
        by: 'them',
        text: 'We finally got the keys! Moving day is the 14th. Any chance you could help for a few hours? Pizza and eternal gratitude provided.',
      },
      { by: 'me', text: 'Absolutely. I can bring the car for the smaller boxes.' },
      {
        by: 'them',
        text: 'You are a star. Floor plan attached so you know where things go.',
        attach: [{ kind: 'screenshot', name: 'floor-plan.png' }],
      },
    ],
  },
  {
    subject: 'Concert tickets',
    turns: [
      {
        by: 'them',
        text: 'I managed to get two tickets for the concert in June! Do you want the other one?',
      },
      { by: 'me', text: 'Yes please!! How much do I owe you?' },
      { by: 'them', text: '45. No rush.' },
    ],
  },
  {
    subject: 'Garden update 🌱',
    labels: [LABEL_FAMILY],
    turns: [
      {
        by: 'them',
        text: 'The tomatoes finally came up, and the roses you gave us are flowering. Photo attached.',
        attach: [{ kind: 'photo', name: 'garden.jpg' }],
      },
    ],
  },
  {
    subject: 'Wedding RSVP',
    turns: [
      {
        by: 'them',
        text: 'We would love to have you at our wedding! Could you let us know by the end of the month whether you can come, and any dietary requirements?',
      },
      { by: 'me', text: 'We would not miss it! Two of us, one vegetarian.' },
    ],
  },
  {
    subject: 'Board game night',
    turns: [
      {
        by: 'them',
        text: 'Board game night at ours on {weekday}? We got Wingspan and nobody knows the rules yet.',
      },
      { by: 'me', text: 'I know the rules! I will bring snacks.' },
      { by: 'them', text: 'Perfect, you are now the official rules lawyer.' },
    ],
  },
];
