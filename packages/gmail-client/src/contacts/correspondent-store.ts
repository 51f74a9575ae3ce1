import type { DBSchema } from 'idb';
import { databaseOpener } from '@mail/local-database';
import {
  addressKey,
  afterSeeing,
  afterWriting,
  compareUsefulness,
  isValidAddress,
  type Correspondent,
  type Mailbox,
} from '../rules';

/**
 * The people each account wrote to or saw in mail, kept on this device so that compose's
 * suggestions outlive a reload (docs/behaviour/compose.md#suggestions, docs/behaviour/data.md).
 */
export interface CorrespondentStore {
  /** After a send: the recipients (To, Cc, Bcc) count as written to at `now`. */
  rememberWritten(account: string, recipients: readonly Mailbox[]): Promise<void>;
  /** Mailboxes of mail loaded (received, or in a listed thread) count as seen at `now`. */
  rememberSeen(account: string, mailboxes: readonly Mailbox[]): Promise<void>;
  /** Every correspondent kept for `account`. */
  load(account: string): Promise<Correspondent[]>;
}

/** Kept per account: enough for years of someone's mail at a few hundred bytes each. */
export const CORRESPONDENTS_PER_ACCOUNT = 2000;

/** The database's name: LOGOUT deletes every database of the origin, this one included. */
export const CORRESPONDENTS_DATABASE = 'mail-correspondents';

interface StoredCorrespondent extends Correspondent {
  account: string;
}

interface CorrespondentsSchema extends DBSchema {
  correspondents: {
    key: [string, string];
    value: StoredCorrespondent;
    indexes: { 'by-account': string };
  };
}

type Update = (kept: Correspondent | undefined, mailbox: Mailbox, now: number) => Correspondent;

export function createCorrespondentStore(
  limit = CORRESPONDENTS_PER_ACCOUNT,
  now: () => number = Date.now,
): CorrespondentStore {
  const open = databaseOpener<CorrespondentsSchema>(CORRESPONDENTS_DATABASE, 1, (db) => {
    db.createObjectStore('correspondents', { keyPath: ['account', 'email'] }).createIndex(
      'by-account',
      'account',
    );
  });

  /** Applies `update` to each valid mailbox, then drops the least useful beyond the limit. */
  const remember = async (account: string, mailboxes: readonly Mailbox[], update: Update) => {
    const valid = mailboxes.filter(({ email }) => isValidAddress(email.trim()));
    if (!account || valid.length === 0) return;
    const at = now();
    const transaction = (await open()).transaction('correspondents', 'readwrite');
    const { store } = transaction;
    for (const mailbox of valid) {
      const kept = await store.get([account, addressKey(mailbox.email)]);
      await store.put({ ...update(kept, mailbox, at), account });
    }
    const all = await store.index('by-account').getAll(account);
    if (all.length > limit) {
      const leastUseful = all.sort((a, b) => compareUsefulness(a, b, at)).slice(limit);
      for (const { email } of leastUseful) await store.delete([account, email]);
    }
    await transaction.done;
  };

  return {
    rememberWritten: (account, recipients) => remember(account, recipients, afterWriting),
    rememberSeen: (account, mailboxes) => remember(account, mailboxes, afterSeeing),
    async load(account) {
      const kept = await (await open()).getAllFromIndex('correspondents', 'by-account', account);
      return kept.map(({ account: _account, ...correspondent }) => correspondent);
    },
  };
}

/** The page-wide store. */
export const correspondentStore = createCorrespondentStore();
