import { decodeText } from './charset';
import { hexValue } from './transfer-decoding';

/** A Content-Type or Content-Disposition value: the lower-cased main token and its parameters. */
export interface StructuredHeader {
  value: string;
  /** Lower-cased parameter names; RFC 2231 sections and charsets already combined and decoded. */
  params: Map<string, string>;
}

const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t';

/** Index just after a comment starting at `pos` ('(' … ')', nested, with quoted-pairs). */
function skipComment(text: string, pos: number): number {
  let depth = 0;
  for (let i = pos; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

function skipBlanksAndComments(text: string, pos: number): number {
  let i = pos;
  while (i < text.length) {
    if (isBlank(text[i])) i++;
    else if (text[i] === '(') i = skipComment(text, i);
    else return i;
  }
  return i;
}

/** A quoted string starting at the opening quote; an unterminated one runs to the end. */
function readQuoted(text: string, pos: number): { value: string; next: number } {
  let value = '';
  let i = pos + 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] === '\\' && i + 1 < text.length) i++;
    value += text[i];
    i++;
  }
  return { value, next: i + 1 };
}

/** A parameter's value as written: `quoted` when it was a quoted string. */
interface RawParam {
  value: string;
  quoted: boolean;
}

/**
 * Reads `name=value` pairs leniently: a missing ';' before the first parameter (seen in real mail),
 * unquoted values containing spaces (read up to the next ';'), comments, and parameters without a
 * value (ignored). The first occurrence of a name wins.
 */
function readRawParams(text: string, start: number): Map<string, RawParam> {
  const params = new Map<string, RawParam>();
  let i = start;
  // The next '=' and ';' are remembered and only searched again once passed, to stay linear.
  let equals = text.indexOf('=', i);
  let semicolon = text.indexOf(';', i);
  while (i < text.length) {
    i = skipBlanksAndComments(text, i);
    if (text[i] === ';') {
      i++;
      continue;
    }
    if (equals !== -1 && equals < i) equals = text.indexOf('=', i);
    if (semicolon !== -1 && semicolon < i) semicolon = text.indexOf(';', i);
    if (equals === -1 || (semicolon !== -1 && semicolon < equals)) {
      if (semicolon === -1) break;
      i = semicolon + 1;
      continue;
    }
    const name = text.slice(i, equals).trim().toLowerCase();
    i = skipBlanksAndComments(text, equals + 1);
    let value: string;
    const quoted = text[i] === '"';
    if (quoted) {
      const quoted = readQuoted(text, i);
      value = quoted.value;
      i = quoted.next;
    } else {
      if (semicolon !== -1 && semicolon < i) semicolon = text.indexOf(';', i);
      const end = semicolon === -1 ? text.length : semicolon;
      value = text.slice(i, end).trim();
      i = end;
    }
    if (name && !params.has(name)) params.set(name, { value, quoted });
  }
  return params;
}

function percentDecode(text: string): Buffer {
  const source = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(source.length);
  let written = 0;
  for (let pos = 0; pos < source.length; pos++) {
    const high = source[pos] === 0x25 ? hexValue(source[pos + 1]) : -1;
    const low = high >= 0 ? hexValue(source[pos + 2]) : -1;
    if (low >= 0) {
      out[written++] = (high << 4) | low;
      pos += 2;
    } else {
      out[written++] = source[pos]!;
    }
  }
  return out.subarray(0, written);
}

interface Rfc2231Section {
  index: number;
  value: string;
  encoded: boolean;
  quoted: boolean;
}

/**
 * RFC 2231: `name*=charset'lang'%XX…` and continuations `name*0*=…`, `name*1=…` are combined, in
 * section order, into one value decoded with the charset of the first section. They take precedence
 * over a plain `name=` given beside them. An encoded section written as a quoted string (RFC 2231
 * allows none) leaves the parameter out: Gmail answers `filename: ""` for a real PDF named
 * `filename*= "UTF-8''…"`.
 */
function combineRfc2231(raw: Map<string, RawParam>): Map<string, string> {
  const params = new Map<string, string>();
  const extended = new Map<string, Rfc2231Section[]>();
  for (const [key, { value, quoted }] of raw) {
    const match = /^([^*]+)\*(?:(\d+)(\*)?)?$/.exec(key);
    if (!match) {
      params.set(key, value);
      continue;
    }
    const [, name = key, index, star] = match;
    const section = {
      index: index === undefined ? 0 : Number(index),
      value,
      encoded: index === undefined || star !== undefined,
      quoted,
    };
    const sections = extended.get(name) ?? [];
    sections.push(section);
    extended.set(name, sections);
  }
  for (const [name, sections] of extended) {
    if (sections.some((section) => section.encoded && section.quoted)) {
      params.delete(name);
      continue;
    }
    sections.sort((a, b) => a.index - b.index);
    let charset = '';
    const chunks = sections.map((section, position) => {
      let text = section.value;
      if (position === 0 && section.encoded) {
        const firstQuote = text.indexOf("'");
        const secondQuote = firstQuote === -1 ? -1 : text.indexOf("'", firstQuote + 1);
        if (secondQuote !== -1) {
          charset = text.slice(0, firstQuote);
          text = text.slice(secondQuote + 1);
        }
      }
      return section.encoded ? percentDecode(text) : Buffer.from(text, 'utf8');
    });
    params.set(name, decodeText(Buffer.concat(chunks), charset));
  }
  return params;
}

/** Parses a Content-Type / Content-Disposition value (unfolded, not RFC 2047-decoded). */
export function parseStructuredHeader(text: string): StructuredHeader {
  const start = skipBlanksAndComments(text, 0);
  let end = start;
  while (end < text.length && text[end] !== ';' && text[end] !== '(' && !isBlank(text[end])) end++;
  return {
    value: text.slice(start, end).toLowerCase(),
    params: combineRfc2231(readRawParams(text, end)),
  };
}
