// Sample for the lint-rule test: see cycle-first.ts.
import { first } from './cycle-first';

export const second = (): number => (Math.random() > 2 ? first() : 0);
