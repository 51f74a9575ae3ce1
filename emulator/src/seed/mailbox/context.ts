import type { Person } from '../people';
import type { Rng } from '../rng';
import type { Timeline } from './timeline';

/** What every thread generator needs. */
export interface GeneratorContext {
  rng: Rng;
  timeline: Timeline;
  now: Date;
  user: Person;
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** The name people use in greetings: the first word, skipping a title. */
export function firstName(person: { name: string }): string {
  const words = person.name.split(' ').filter((word) => !/^(Dr|Mr|Ms|Mrs)\.?$/.test(word));
  return words[0] ?? person.name;
}
