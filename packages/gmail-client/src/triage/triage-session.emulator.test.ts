// The triage session against the local Google stand-in over real HTTP: one request per action, the
// labels read back from Gmail, roll-back of refused parts, and undo.
import { DEFAULT_FAULTS, startEmulator } from '@mail/emulator';
import type { MailEvent, MailEventOf } from '@mail/event-bus';
import { emulatorClient } from '../test-support/emulator-client';
import { createTriageSession, UNDO_ALERT_MS, type TriageTarget } from './triage-session';

jest.setTimeout(60_000);

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let token: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, fixturesDir: null });
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(async () => {
  await emulator.reset();
  emulator.setFaults(DEFAULT_FAULTS);
  token = emulator.issueToken();
});

async function gmailGet<T>(path: string): Promise<T> {
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}

/** A conversation's labels as Gmail answers them: the union over its messages, sorted. */
async function labelsOf(threadId: string): Promise<string[]> {
  const thread = await gmailGet<gapi.client.gmail.Thread>(`/threads/${threadId}?format=minimal`);
  return [...new Set((thread.messages ?? []).flatMap((message) => message.labelIds ?? []))].sort();
}

async function inboxTargets(count: number): Promise<TriageTarget[]> {
  const list = await gmailGet<gapi.client.gmail.ListThreadsResponse>(
    `/threads?labelIds=INBOX&maxResults=${count}`,
  );
  const ids = (list.threads ?? []).map((thread) => thread.id ?? '');
  return Promise.all(ids.map(async (threadId) => ({ threadId, labels: await labelsOf(threadId) })));
}

/** Requests that reached the stand-in on their own (a batch's parts are not counted). */
const topLevelRequests = () =>
  emulator
    .requestLog()
    .filter((entry) => !entry.viaBatch)
    .map((entry) => `${entry.method} ${entry.path.split('?')[0]}`);

/** A session on a client of its own; the requests made so far (the test's reads) are forgotten. */
function setup() {
  emulator.clearRequestLog();
  const events: MailEvent[] = [];
  const client = emulatorClient(emulator.origin, () => token);
  const session = createTriageSession({ client: () => client, publish: (e) => events.push(e) });
  const alerts = () =>
    events.filter((event): event is MailEventOf<'alert/show'> => event.type === 'alert/show');
  const labelChanges = () =>
    events.filter(
      (event): event is MailEventOf<'threads/labels-changed'> =>
        event.type === 'threads/labels-changed',
    );
  return { session, events, alerts, labelChanges };
}

const sorted = (labels: readonly string[]) => [...labels].sort();

describe('triage', () => {
  it('archives 3 conversations in ONE batch request, shows it at once, and the Undo button restores exactly their labels in one more', async () => {
    const targets = await inboxTargets(3);
    expect(targets).toHaveLength(3);
    const { session, events, alerts, labelChanges } = setup();

    const running = session.triage('archive', targets);
    // Shown before Google answers.
    expect(events).toEqual([
      {
        type: 'threads/labels-changed',
        threads: targets.map(({ threadId, labels }) => ({
          threadId,
          labels: labels.filter((label) => label !== 'INBOX'),
        })),
      },
    ]);
    await expect(running).resolves.toBe(true);

    expect(topLevelRequests()).toEqual(['POST /batch/gmail/v1']);
    for (const { threadId, labels } of targets) {
      expect(await labelsOf(threadId)).toEqual(labels.filter((label) => label !== 'INBOX'));
    }
    const [done] = alerts();
    expect(done).toMatchObject({ kind: 'success', message: '3 conversations archived.' });
    expect(done?.durationMs).toBeGreaterThanOrEqual(UNDO_ALERT_MS);
    expect(done?.action?.label).toBe('Undo');

    emulator.clearRequestLog();
    session.alertActionPressed('some other alert');
    session.alertActionPressed(done?.action?.id ?? '');
    await waitFor(() => alerts().some((alert) => alert.message === 'Action undone.'));
    expect(topLevelRequests()).toEqual(['POST /batch/gmail/v1']);
    for (const { threadId, labels } of targets) {
      expect(await labelsOf(threadId)).toEqual(sorted(labels));
    }
    const undone = labelChanges().at(-1);
    expect(undone?.threads.map(({ labels }) => sorted(labels))).toEqual(
      targets.map(({ labels }) => sorted(labels)),
    );
  });

  it('deletes one conversation with the plain threads.trash, and undo puts it back in the inbox with a modify', async () => {
    const [target] = await inboxTargets(1);
    if (!target) throw new Error('no inbox thread');
    const { session, alerts } = setup();

    await expect(session.triage('trash', [target])).resolves.toBe(true);
    expect(topLevelRequests()).toEqual([
      `POST /gmail/v1/users/me/threads/${target.threadId}/trash`,
    ]);
    const trashed = await labelsOf(target.threadId);
    expect(trashed).toContain('TRASH');
    expect(trashed).not.toContain('INBOX');
    expect(alerts()[0]?.message).toBe('Conversation moved to Trash.');

    emulator.clearRequestLog();
    await expect(session.undoLastTriage()).resolves.toBe(true);
    expect(topLevelRequests()).toEqual([
      `POST /gmail/v1/users/me/threads/${target.threadId}/modify`,
    ]);
    expect(await labelsOf(target.threadId)).toEqual(sorted(target.labels));
    // Only the newest action is undoable, once.
    emulator.clearRequestLog();
    await expect(session.undoLastTriage()).resolves.toBe(false);
    expect(topLevelRequests()).toEqual([]);
  });

  it('puts back the labels of a part Google refused, says what was not done, and keeps the rest', async () => {
    const targets = await inboxTargets(3);
    const refused = targets[1];
    if (!refused) throw new Error('too few inbox threads');
    emulator.setFaults({
      rateLimitReason: 'dailyLimitExceeded',
      pathFilter: `/threads/${refused.threadId}/modify`,
      failNext: [{ status: 403, count: 1 }],
    });
    const { session, alerts, labelChanges } = setup();

    await expect(session.triage('spam', targets)).resolves.toBe(false);

    expect(labelChanges()).toHaveLength(2);
    expect(labelChanges()[1]?.threads).toEqual([
      { threadId: refused.threadId, labels: [...refused.labels] },
    ]);
    expect(alerts()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: expect.stringMatching(/^The conversation was not marked as spam\. \S/),
      }),
    ]);
    expect(await labelsOf(refused.threadId)).toEqual(sorted(refused.labels));
    for (const { threadId } of targets.filter((target) => target !== refused)) {
      expect(await labelsOf(threadId)).toContain('SPAM');
    }

    // What was done stays undoable (the z key).
    await expect(session.undoLastTriage()).resolves.toBe(true);
    for (const { threadId, labels } of targets) {
      expect(await labelsOf(threadId)).toEqual(sorted(labels));
    }
  });

  it('makes a newer action the only undoable one', async () => {
    const targets = await inboxTargets(2);
    const [first, second] = targets;
    if (!first || !second) throw new Error('too few inbox threads');
    const { session } = setup();
    await session.triage('star', [first]);
    await session.triage('read', [second]);
    await session.undoLastTriage();
    await expect(session.undoLastTriage()).resolves.toBe(false);
    expect(await labelsOf(first.threadId)).toContain('STARRED');
    expect(await labelsOf(second.threadId)).toEqual(sorted(second.labels));
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
