import { DAY_MS } from '../local-time';
import type { Rng } from '../rng';
import type { Category, ThreadPlan } from './model';

/** How likely a thread still has unread mail, before its age is taken into account. */
const UNREAD_BY_CATEGORY: Readonly<Record<Category, number>> = {
  CATEGORY_PERSONAL: 0.2,
  CATEGORY_SOCIAL: 0.5,
  CATEGORY_PROMOTIONS: 0.6,
  CATEGORY_UPDATES: 0.35,
  CATEGORY_FORUMS: 0.5,
};

function unreadChance(plan: ThreadPlan, newest: number, now: number): number {
  if (plan.folder === 'TRASH') return 0;
  if (plan.folder === 'SPAM') return 0.6;
  const base = UNREAD_BY_CATEGORY[plan.category];
  const ageDays = (now - newest) / DAY_MS;
  if (ageDays < 1) return Math.min(0.9, base * 2 + 0.35);
  if (ageDays < 7) return Math.min(0.8, base * 1.6);
  return plan.archived ? base * 0.5 : base;
}

/**
 * Gmail's labels for each message of a thread. Received mail gets INBOX (unless archived, spam or
 * trash) and exactly one category; the user's own mail gets SENT, and INBOX too when sent to self.
 * Unread mail is the tail of received messages after the user's last answer, as after a real read.
 */
export function threadLabels(
  plan: ThreadPlan,
  fromUser: readonly boolean[],
  toUser: readonly boolean[],
  now: number,
  rng: Rng,
): string[][] {
  const received = fromUser.map((own, i) => !own || toUser[i] === true);
  const newest = Math.max(...plan.messages.map((message) => message.date));
  const unreadFrom = rng.chance(unreadChance(plan, newest, now))
    ? Math.max(fromUser.lastIndexOf(true) + 1, plan.messages.length - rng.int(1, 3))
    : plan.messages.length;
  return plan.messages.map((_, i) => {
    const labels: string[] = [];
    if (plan.folder) labels.push(plan.folder);
    else if (received[i] && !plan.archived) labels.push('INBOX');
    if (fromUser[i]) labels.push('SENT');
    if (plan.important) labels.push('IMPORTANT');
    if (received[i] && !fromUser[i] && plan.category === 'CATEGORY_PERSONAL' && rng.chance(0.1)) {
      labels.push('STARRED');
    }
    if (received[i] && !fromUser[i] && i >= unreadFrom) labels.push('UNREAD');
    if (received[i]) labels.push(fromUser[i] ? 'CATEGORY_PERSONAL' : plan.category);
    labels.push(...(plan.labels ?? []));
    return labels;
  });
}
