import { makeDocx } from '../docx';
import { makeIcs, type IcsInvite } from '../ics';
import { sampleJpeg } from '../jpeg-sample';
import { makePdf } from '../pdf';
import { makePng, type Rgba } from '../png';
import { makeZip } from '../zip';

/** A file as it is attached to a message. */
export interface AttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** What a script asks to attach; turned into bytes by `makeAttachment`. */
export type AttachmentSpec =
  | { kind: 'pdf'; name: string; title: string; lines: readonly string[] }
  | { kind: 'chart'; name: string; values: readonly number[] }
  | { kind: 'screenshot'; name: string }
  | { kind: 'photo'; name: string }
  | { kind: 'zip'; name: string; files: readonly { name: string; text: string }[] }
  | { kind: 'docx'; name: string; title: string; paragraphs: readonly string[] }
  | { kind: 'text'; name: string; text: string; contentType?: string };

const WHITE: Rgba = [255, 255, 255, 255];
const BAR_COLOURS: readonly Rgba[] = [
  [66, 133, 244, 255],
  [219, 68, 55, 255],
  [244, 180, 0, 255],
  [15, 157, 88, 255],
];

/**
 * Several messages attach the same picture, so each is drawn once: drawing pixel by pixel is slow
 * and the seed is built at every emulator start.
 */
const drawn = new Map<string, Buffer>();
function drawOnce(key: string, draw: () => Buffer): Buffer {
  let png = drawn.get(key);
  if (!png) {
    png = draw();
    drawn.set(key, png);
  }
  return png;
}

/** A bar chart on white with axes, one bar per value (values 0–100). */
function drawChart(values: readonly number[]): Buffer {
  const width = 240;
  const height = 140;
  const left = 20;
  const bottom = height - 16;
  const slot = Math.floor((width - left - 10) / Math.max(values.length, 1));
  return makePng(width, height, (x, y) => {
    if (x === left || y === bottom) return [95, 99, 104, 255];
    const gridLine = y % 25 === 0 && x > left && y < bottom;
    const background: Rgba = gridLine ? [232, 234, 237, 255] : WHITE;
    const index = Math.floor((x - left - 1) / slot);
    const value = values[index];
    const within = (x - left - 1) % slot;
    if (value === undefined || x <= left || y >= bottom || within < 4 || within > slot - 4) {
      return background;
    }
    const top = bottom - Math.round(((bottom - 8) * value) / 100);
    return y >= top ? (BAR_COLOURS[index % BAR_COLOURS.length] ?? WHITE) : background;
  });
}

/** A schematic screenshot of a web app: top bar, side navigation, text lines and a button. */
function drawScreenshot(): Buffer {
  const width = 320;
  const height = 200;
  return makePng(width, height, (x, y) => {
    if (y < 28)
      return x > width - 60 && x < width - 12 && y > 8 && y < 20 ? WHITE : [26, 115, 232, 255];
    if (x < 70)
      return (y - 40) % 22 < 10 && x > 10 && x < 60 ? [189, 193, 198, 255] : [241, 243, 244, 255];
    const row = Math.floor((y - 44) / 18);
    const lineLength = 60 + ((row * 53) % 170);
    if (y > 44 && (y - 44) % 18 < 8 && x > 86 && x < 86 + lineLength && row < 7) {
      return row === 0 ? [32, 33, 36, 255] : [128, 134, 139, 255];
    }
    if (y > 176 && y < 192 && x > width - 90 && x < width - 16) return [15, 157, 88, 255];
    return WHITE;
  });
}

/** A small round logo for inline (cid:) images in HTML mail. */
export function logoPng(colour: Rgba): Buffer {
  const size = 48;
  const r = size / 2;
  return drawOnce(`logo ${colour.join()}`, () =>
    makePng(size, size, (x, y) => {
      const d = Math.hypot(x + 0.5 - r, y + 0.5 - r);
      if (d > r) return [0, 0, 0, 0];
      return d > r * 0.55 ? colour : WHITE;
    }),
  );
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  log: 'text/plain',
};

/**
 * When the fixed files (scripted PDFs, ZIPs, DOCXs) say they were made: one date, not the message's,
 * so each is the same bytes in every mailbox and can be a checked-in file.
 */
const FILES_MADE = new Date('2026-01-05T09:30:00Z');

export function makeAttachment(spec: AttachmentSpec): AttachmentFile {
  const when = FILES_MADE;
  switch (spec.kind) {
    case 'pdf':
      return {
        filename: spec.name,
        contentType: 'application/pdf',
        data: makePdf({ title: spec.title, lines: spec.lines, created: when }),
      };
    case 'chart':
      return {
        filename: spec.name,
        contentType: 'image/png',
        data: drawOnce(`chart ${spec.values.join()}`, () => drawChart(spec.values)),
      };
    case 'screenshot':
      return {
        filename: spec.name,
        contentType: 'image/png',
        data: drawOnce('screenshot', drawScreenshot),
      };
    case 'photo':
      return { filename: spec.name, contentType: 'image/jpeg', data: sampleJpeg() };
    case 'zip':
      return {
        filename: spec.name,
        contentType: 'application/zip',
        data: makeZip(
          spec.files.map((file) => ({ name: file.name, data: Buffer.from(file.text, 'utf8') })),
          when,
        ),
      };
    case 'docx':
      return {
        filename: spec.name,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        data: makeDocx({ title: spec.title, paragraphs: spec.paragraphs, modified: when }),
      };
    case 'text': {
      const extension = spec.name.split('.').pop() ?? 'txt';
      return {
        filename: spec.name,
        contentType: spec.contentType ?? MIME_BY_EXTENSION[extension] ?? 'text/plain',
        data: Buffer.from(spec.text.replace(/\r?\n/g, '\r\n'), 'utf8'),
      };
    }
  }
}

export function icsAttachment(invite: IcsInvite): AttachmentFile {
  return { filename: 'invite.ics', contentType: 'application/ics', data: makeIcs(invite) };
}
