// Sample for the lint-rule test: this file and cycle-second.ts import each other (import-x/no-cycle).
import { second } from './cycle-second';

export const first = (): number => second() + 1;
