import { startEmulator, type RunningEmulator } from '@mail/emulator';
import { parseAddressList } from '../rules';
import { toBase64Url } from './base64';
import { buildMimeMessage } from './build-mime-message';
import { htmlToText } from './plain-text-alternative';
import {
  expectPostalMimeRoundTrip,
  inlinePng,
  inlinePngUri,
  roundTripCases,
  roundTripDraft,
  THREAD_MESSAGE_ID,
  type Mailbox,
} from './round-trip-cases';

type GmailMessage = gapi.client.gmail.Message;
type GmailPart = gapi.client.gmail.MessagePart;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: false, fixturesDir: null });
});

afterAll(async () => {
  await emulator.close();
});

async function gmail<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${emulator.issueToken()}`,
      'Content-Type': 'application/json',
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const fromBase64Url = (data: string | undefined) =>
  new Uint8Array(Buffer.from(data ?? '', 'base64url'));
const utf8Text = (data: string | undefined) =>
  new TextDecoder().decode(fromBase64Url(data)).replace(/\r\n/g, '\n');

function header(part: GmailPart | undefined, name: string): string | undefined {
  return part?.headers?.find((h) => h.name?.toLowerCase() === name.toLowerCase())?.value;
}

function mailboxes(value: string | undefined): Mailbox[] {
  return parseAddressList(value ?? '').map(({ name, email }) => ({ name, address: email }));
}

function shapeOf(part: GmailPart): string {
  const children = part.parts ?? [];
  return children.length > 0
    ? `${part.mimeType}(${children.map(shapeOf).join(',')})`
    : `${part.mimeType}`;
}

async function attachmentBytes(
  messageId: string,
  part: GmailPart | undefined,
): Promise<Uint8Array> {
  if (!part?.body?.attachmentId) return fromBase64Url(part?.body?.data);
  const answer = await gmail<{ data: string; size: number }>(
    `messages/${messageId}/attachments/${part.body.attachmentId}`,
  );
  return fromBase64Url(answer.data);
}

describe.each(roundTripCases)('messages.send through the emulator: $label', (c) => {
  const sent = roundTripDraft(c);
  const bytes = buildMimeMessage(sent);
  let answer: { id: string; threadId: string; labelIds: string[] };

  beforeAll(async () => {
    answer = await gmail('messages/send', {
      method: 'POST',
      body: JSON.stringify({ raw: toBase64Url(bytes) }),
    });
  });

  it('is accepted and labelled SENT', () => {
    expect(answer.id).toMatch(/^[0-9a-f]+$/);
    expect(answer.labelIds).toContain('SENT');
  });

  it('format=raw gives back our bytes under a Message-ID of Gmail’s, and postal-mime reads every field back', async () => {
    const { raw } = await gmail<{ raw: string }>(`messages/${answer.id}?format=raw`);
    const stored = fromBase64Url(raw);
    const storedText = Buffer.from(stored).toString('latin1');
    const gmailId = /^Message-ID: (<[^>]+@mail\.gmail\.com>)\r\n/.exec(storedText)?.[1] ?? '';
    expect(storedText).toBe(
      `Message-ID: ${gmailId}\r\n` +
        Buffer.from(bytes).toString('latin1').replace(`Message-ID: ${sent.messageId}\r\n`, ''),
    );
    await expectPostalMimeRoundTrip(stored, c, { ...sent, messageId: gmailId });
  });

  it('format=full gives back the decoded headers', async () => {
    const { payload } = await gmail<GmailMessage>(`messages/${answer.id}?format=full`);
    expect(header(payload, 'Subject')).toBe(c.subject);
    expect(mailboxes(header(payload, 'From'))).toEqual([c.from]);
    expect(mailboxes(header(payload, 'To'))).toEqual(c.to);
    expect(mailboxes(header(payload, 'Cc'))).toEqual(c.cc);
    expect(header(payload, 'Message-ID')).toMatch(/^<[0-9a-f]+@mail\.gmail\.com>$/);
    expect(header(payload, 'In-Reply-To')).toBe(THREAD_MESSAGE_ID);
    expect(header(payload, 'References')).toBe(THREAD_MESSAGE_ID);
  });

  it('format=full gives back the part tree, bodies, inline image and attachments', async () => {
    const { payload } = await gmail<GmailMessage>(`messages/${answer.id}?format=full`);
    expect(payload && shapeOf(payload)).toBe(
      'multipart/mixed(multipart/related(multipart/alternative(text/plain,text/html),image/png),application/octet-stream,text/plain)',
    );
    const [related, file, emptyFile] = payload?.parts ?? [];
    const [alternative, image] = related?.parts ?? [];
    const [plain, html] = alternative?.parts ?? [];

    const contentId = header(image, 'Content-ID') ?? '';
    expect(contentId).toMatch(/^<.+>$/);
    expect(image?.filename).toBe('image-1.png');
    expect(await attachmentBytes(answer.id, image)).toEqual(inlinePng);

    expect(utf8Text(html?.body?.data)).toBe(
      sent.html.replace(inlinePngUri, `cid:${contentId.slice(1, -1)}`),
    );
    expect(utf8Text(plain?.body?.data)).toBe(htmlToText(sent.html));

    expect([file?.filename, emptyFile?.filename]).toEqual(sent.attachments.map((a) => a.filename));
    expect(await attachmentBytes(answer.id, file)).toEqual(sent.attachments[0]?.data);
    expect(await attachmentBytes(answer.id, emptyFile)).toEqual(new Uint8Array(0));
  });
});
