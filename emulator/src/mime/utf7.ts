// RFC 2152 UTF-7. Old Outlook versions sent it (headers and bodies) and TextDecoder does not know it.

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const isBase64Char = new Uint8Array(128);
for (const ch of BASE64_ALPHABET) isBase64Char[ch.charCodeAt(0)] = 1;

/** Decodes UTF-7 text (the raw bytes read as latin1; UTF-7 itself is 7-bit). */
export function decodeUtf7(text: string): string {
  let out = '';
  let pos = 0;
  while (pos < text.length) {
    const plus = text.indexOf('+', pos);
    if (plus === -1) return out + text.slice(pos);
    out += text.slice(pos, plus);
    let end = plus + 1;
    while (end < text.length && isBase64Char[text.charCodeAt(end)] === 1) end++;
    // "+-" is a literal plus; a '+' followed by neither base64 nor '-' is ill-formed, kept as written.
    out += end === plus + 1 ? '+' : decodeShiftedRun(text.slice(plus + 1, end));
    pos = text[end] === '-' ? end + 1 : end;
  }
  return out;
}

/** A base64 run (no padding) of big-endian UTF-16 code units; trailing partial bits are dropped. */
function decodeShiftedRun(run: string): string {
  const bytes = Buffer.from(run, 'base64');
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    out += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  }
  return out;
}
