/** @jest-environment jsdom */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { on, type SignOutReason } from '@mail/event-bus';

// jsdom has no BroadcastChannel: Node's, which also reaches the other instances of this process,
// stands in for the other tabs (unref'd, so an open channel does not keep jest running).
class TabChannel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    this.unref();
  }
}
Object.assign(globalThis, { BroadcastChannel: TabChannel });

// Loaded after the stand-in is in place: the module opens its channel as it loads.
const { signOut, storeToken } = jest.requireActual<typeof import('./session')>('./session');
const { getSession } = jest.requireActual<typeof import('./session-store')>('./session-store');

const otherTab = new TabChannel('mail-session-v1');
afterAll(() => otherTab.close());

const nextMessage = () =>
  new Promise<unknown>((resolve) => {
    otherTab.onmessage = (event) => resolve((event as { data: unknown }).data);
  });

const nextSignOut = () =>
  new Promise<SignOutReason>((resolve) => {
    const subscription = on('auth/signed-out').subscribe(({ reason }) => {
      subscription.unsubscribe();
      resolve(reason);
    });
  });

beforeEach(() => localStorage.clear());

describe('sessions across tabs', () => {
  it('tells the other tabs when this one signs out, and why', async () => {
    storeToken({ access_token: 'tok', expires_in: 3599 });
    const heard = nextMessage();
    await signOut('user');
    await expect(heard).resolves.toEqual({ type: 'signed-out', reason: 'user' });
  });

  it('ends this tab’s session when another tab signs out, and its stores hear why', async () => {
    storeToken({ access_token: 'tok', expires_in: 3599 });
    const followed = nextSignOut();
    otherTab.postMessage({ type: 'signed-out', reason: 'unauthorized' });
    await expect(followed).resolves.toBe('unauthorized');
    expect(getSession()).toEqual({ status: 'signed-out', reason: 'unauthorized' });
  });

  it('ignores other messages on the channel', async () => {
    storeToken({ access_token: 'tok', expires_in: 3599 });
    otherTab.postMessage({ type: 'renewed' });
    // A real sign-out after it is the first thing followed.
    const followed = nextSignOut();
    otherTab.postMessage({ type: 'signed-out', reason: 'expired' });
    await expect(followed).resolves.toBe('expired');
  });
});
