import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { htmlToText } from '@mail/gmail-client/mime';
import { deliverRaw, gmailApi } from '../support/gmail-api';
import { openSignedIn, readySlot } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Real-world mail in the conversation remote: every .eml of fixtures/eml (parser test suites:
// broken MIME, odd charsets, nested messages, attachments) imported into the stand-in and opened the
// way a reader moves between conversations, without a page load. Each must show its message with its
// text (the start of the stand-in's snippet), or say why it cannot, and never break the page. The
// snippet comes from text/plain first while the reader sees the richest alternative (text/html
// usually): when the snippet's words are not shown, the start of another readable part of the message
// will do, and the test lists which messages showed such an alternative.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;

const FIXTURES_DIR = path.resolve(__dirname, '../../fixtures/eml');
/** How many words of the snippet must appear in the message's frame. */
const WORDS = 3;
/** Gmail's snippet length: a snippet this long may end in the middle of a word. */
const SNIPPET_LENGTH = 200;
const OPEN_TIMEOUT_MS = 10_000;
const PART_NOT_SHOWN = 'Part of this message could not be displayed.';

interface Fixture {
  name: string;
  bytes: Buffer;
}

/** Every .eml under the fixtures folder, by path. */
function readFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.eml'))
    .map((entry) => path.relative(FIXTURES_DIR, path.join(entry.parentPath, entry.name)))
    .sort()
    .map((name) => ({ name, bytes: readFileSync(path.join(FIXTURES_DIR, name)) }));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** Gmail's snippet is HTML-escaped. */
const unescapeSnippet = (snippet: string) =>
  snippet.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first words of the snippet, leaving out a last word the snippet's length limit may have cut. */
function leadingWords(snippet: string): string {
  const text = normalise(unescapeSnippet(snippet));
  let words = text.split(' ').filter(Boolean);
  if (text.length >= SNIPPET_LENGTH && words.length <= WORDS) words = words.slice(0, -1);
  return words.slice(0, WORDS).join(' ');
}

type MessagePart = gapi.client.gmail.MessagePart;

/** The first words of a text, whitespace normalised. */
const firstWords = (text: string) => normalise(text).split(' ').slice(0, WORDS).join(' ');

/**
 * The start of each part a reader could be shown as the message's text: text/plain and text/html
 * parts that are not attachments (HTML reduced to text as the stand-in does for snippets).
 */
function readableStarts(part: MessagePart | undefined): string[] {
  if (!part) return [];
  const mimeType = (part.mimeType ?? '').toLowerCase();
  const disposition =
    part.headers?.find((header) => header.name?.toLowerCase() === 'content-disposition')?.value ??
    '';
  const starts = (part.parts ?? []).flatMap(readableStarts);
  if (
    (mimeType === 'text/plain' || mimeType === 'text/html') &&
    part.body?.data &&
    !part.filename &&
    !/^\s*attachment/i.test(disposition)
  ) {
    const text = Buffer.from(part.body.data, 'base64url').toString('utf8');
    const readable = mimeType === 'text/html' ? htmlToText(text) : text;
    // htmlToText writes an image as "[alt]"; the frame's innerText leaves images out.
    const candidates = [readable, readable.replace(/\[[^\]\n]*\]/g, ' ')];
    for (const start of new Set(candidates.map(firstWords))) if (start) starts.push(start);
  }
  return starts;
}

interface Shown {
  found: boolean;
  hasFrame: boolean;
  frameText: string;
  /** The body's text including what the mail's own CSS hides (its <style> elements left out). */
  allText: string;
  note: string | null;
  attachmentChips: number;
}

const articleSelector = (id: string) =>
  `[data-remote-slot="conversation"] article[data-message-id="${id}"]`;

/** Moves within the app as its own links do: react-router follows pushState + popstate. */
async function navigateInApp(p: Page, target: string): Promise<void> {
  await p.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

/** Waits until the message shows its srcdoc frame, or shows a note in its place. */
async function waitForMessage(p: Page, id: string): Promise<void> {
  await p.waitForFunction(
    (selector) => {
      const article = document.querySelector(selector);
      if (!article) return false;
      const frame = article.querySelector<HTMLIFrameElement>('iframe.cv-frame');
      if (!frame) return Boolean(article.querySelector('[role="note"]'));
      const doc = frame.contentDocument;
      return doc !== null && doc.URL === 'about:srcdoc' && doc.readyState === 'complete';
    },
    articleSelector(id),
    { timeout: OPEN_TIMEOUT_MS },
  );
}

function readMessage(p: Page, id: string): Promise<Shown> {
  return p.evaluate((selector) => {
    const article = document.querySelector(selector);
    const frame = article?.querySelector<HTMLIFrameElement>('iframe.cv-frame');
    const body = frame?.contentDocument?.body?.cloneNode(true) as HTMLElement | undefined;
    body?.querySelectorAll('style, script, template').forEach((element) => element.remove());
    return {
      found: Boolean(article),
      hasFrame: Boolean(frame),
      frameText: frame?.contentDocument?.body?.innerText ?? '',
      allText: body?.textContent ?? '',
      note: article?.querySelector('[role="note"]')?.textContent ?? null,
      attachmentChips:
        article?.querySelectorAll(
          '[aria-label="Attachments"] button, [aria-label="Attachments"] li',
        ).length ?? 0,
    };
  }, articleSelector(id));
}

test('every real-world message opens in the conversation, shows its text or says why not, and never breaks the page', async () => {
  const fixtures = readFixtures();
  const started = Date.now();

  // Imported afresh (read, so only the message opened expands), in name order: threading is the
  // stand-in's, as for any delivery.
  const imported: (Fixture & {
    id: string;
    threadId: string;
    snippet: string;
    partStarts: string[];
  })[] = [];
  const rejected: string[] = [];
  for (const fixture of fixtures) {
    try {
      const { id, threadId } = await deliverRaw(emulator(), fixture.bytes, ['INBOX']);
      imported.push({ ...fixture, id, threadId, snippet: '', partStarts: [] });
    } catch (error) {
      rejected.push(`${fixture.name}: ${String(error).slice(0, 200)}`);
    }
  }
  await Promise.all(
    imported.map(async (message) => {
      const full = await gmailApi<gapi.client.gmail.Message>(
        emulator(),
        `/messages/${message.id}?format=full`,
      );
      message.snippet = full.snippet ?? '';
      message.partStarts = readableStarts(full.payload);
    }),
  );

  const pageErrors: string[] = [];
  const bodyErrors: string[] = [];
  page().on('pageerror', (error) => pageErrors.push(error.message));
  session.browser.context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('A message body could not be displayed')) bodyErrors.push(text);
  });

  await openSignedIn(page(), session.product);
  await readySlot(page(), 'mailbox').waitFor();

  const failures: string[] = [];
  const showedText: string[] = [];
  const showedAlternative: string[] = [];
  const hiddenByMail: string[] = [];
  const emptySnippet: string[] = [];
  const couldNotShowText: string[] = [];
  let opened = 0;
  let openThreadId = '';
  for (const message of imported) {
    const errorsBefore = pageErrors.length;
    const bodyErrorsBefore = bodyErrors.length;
    // The screen keeps its expansion within a thread: another message of the open thread is opened
    // from the mailbox, as a reader would.
    if (message.threadId === openThreadId) {
      await navigateInApp(page(), '/');
      await readySlot(page(), 'mailbox').waitFor();
    }
    const route = `/email/${message.threadId}/${message.id}`;
    await navigateInApp(page(), route);
    openThreadId = message.threadId;
    try {
      await waitForMessage(page(), message.id);
    } catch {
      const text = await page().evaluate(
        () =>
          document.querySelector('[data-remote-slot="conversation"]')?.textContent?.slice(0, 300) ??
          '(no conversation slot)',
      );
      failures.push(`${message.name}: its message was not shown in ${OPEN_TIMEOUT_MS} ms: ${text}`);
      continue;
    }
    opened += 1;
    const shown = await readMessage(page(), message.id);
    const newErrors = pageErrors.slice(errorsBefore);
    const newBodyErrors = bodyErrors.slice(bodyErrorsBefore);
    for (const error of newErrors) failures.push(`${message.name}: page error: ${error}`);
    for (const error of newBodyErrors) {
      failures.push(`${message.name}: the body failed: ${error.split('\n')[0]}`);
    }
    if (page().url() !== new URL(route, session.product.shellUrl).toString()) {
      failures.push(`${message.name}: the page went to ${page().url()}`);
    }
    if (!shown.hasFrame) {
      failures.push(
        `${message.name}: no body frame, the message says: ${shown.note ?? '(nothing)'}`,
      );
      continue;
    }

    const words = leadingWords(message.snippet);
    if (!words) {
      emptySnippet.push(message.name);
      continue;
    }
    const frameText = normalise(shown.frameText);
    const alternative = message.partStarts.find((start) => frameText.includes(start));
    if (frameText.includes(words)) {
      showedText.push(message.name);
    } else if (alternative) {
      showedText.push(message.name);
      showedAlternative.push(`${message.name} ("${alternative}" for the snippet's "${words}")`);
    } else if (normalise(shown.allText).includes(words)) {
      // A preheader: the mail's own CSS hides its first words (display:none); the rest shows.
      showedText.push(message.name);
      hiddenByMail.push(`${message.name} ("${words}")`);
    } else if (shown.note === PART_NOT_SHOWN || shown.attachmentChips > 0) {
      const why = shown.note ?? `${shown.attachmentChips} attachment chip(s)`;
      couldNotShowText.push(`${message.name} (${why}; snippet starts "${words}")`);
    } else {
      failures.push(
        `${message.name}: neither "${words}" nor the start of another part ` +
          `(${message.partStarts.map((start) => `"${start}"`).join(', ') || 'none'}) ` +
          `is in the frame's text: "${frameText.slice(0, 160)}"`,
      );
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `real-world mail: ${opened} opened of ${fixtures.length} fixtures, ${showedText.length} showed their text, ` +
        `${couldNotShowText.length} attachment-only or partly shown, ${emptySnippet.length} with an empty snippet, ` +
        `${pageErrors.length} page errors (${seconds} s)`,
      ...(showedAlternative.length > 0
        ? [
            'showed another part than the snippet’s (an alternative):',
            ...showedAlternative.map((n) => `  ${n}`),
          ]
        : []),
      ...(hiddenByMail.length > 0
        ? [
            'showed their text, the first words hidden by the mail’s own CSS:',
            ...hiddenByMail.map((n) => `  ${n}`),
          ]
        : []),
      ...(couldNotShowText.length > 0
        ? [
            'showed a note or attachments instead of text:',
            ...couldNotShowText.map((n) => `  ${n}`),
          ]
        : []),
      ...(emptySnippet.length > 0 ? [`empty snippet: ${emptySnippet.join(', ')}`] : []),
      ...(rejected.length > 0
        ? ['rejected by messages.insert:', ...rejected.map((r) => `  ${r}`)]
        : []),
      ...(failures.length > 0 ? ['failures:', ...failures.map((f) => `  ${f}`)] : []),
    ].join('\n'),
  );

  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(opened).toBe(imported.length);
  expect(showedText.length + couldNotShowText.length + emptySnippet.length).toBe(imported.length);
}, 150_000);
