import type { CallOptions, GoogleClient } from '../google-client';

/** A label the user made (labels.list type 'user'), with Gmail's colours when the user set them. */
export interface UserLabel {
  id: string;
  name: string;
  backgroundColor?: string;
  textColor?: string;
}

/** The user's own labels of a labels.list answer, by name; system labels are left out. */
export function userLabelsOf(labels: readonly gapi.client.gmail.Label[]): UserLabel[] {
  return labels
    .flatMap(({ id, name, type, color }): UserLabel[] =>
      type === 'user' && id && name
        ? [
            {
              id,
              name,
              ...(color?.backgroundColor ? { backgroundColor: color.backgroundColor } : {}),
              ...(color?.textColor ? { textColor: color.textColor } : {}),
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

// One labels.list per client for the page: the mailbox rows, the drawer and the conversation header
// all show the same labels, and a user changes them rarely. A failed call is asked again next time.
const listed = new WeakMap<GoogleClient, Promise<UserLabel[]>>();

/** The user's labels (one labels.list, shared by every caller of the page). */
export function listUserLabels(client: GoogleClient): Promise<UserLabel[]> {
  const known = listed.get(client);
  if (known) return known;
  const answer = client
    .requestGmail<gapi.client.gmail.ListLabelsResponse>({
      method: 'GET',
      path: '/labels',
      delivery: 'idempotent',
    })
    .then((list) => userLabelsOf(list.labels ?? []));
  listed.set(client, answer);
  answer.catch(() => listed.delete(client));
  return answer;
}

/** A label's unread conversations (labels.get `threadsUnread`): a drawer entry's count. */
export async function threadsUnread(
  client: GoogleClient,
  labelId: string,
  options?: CallOptions,
): Promise<number> {
  return (await client.getLabel(labelId, options)).threadsUnread ?? 0;
}
