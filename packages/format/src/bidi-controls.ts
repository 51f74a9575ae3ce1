/**
 * Characters that change the order in which the text around them is shown without being seen
 * themselves: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the direction
 * marks (U+200E, U+200F, U+061C). `invoice<U+202E>fdp.exe` shows as "invoiceexe.pdf".
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `U+202E` for '\u202e'. */
const codePointName = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The text with every bidirectional control replaced by a visible "[U+202E]" marker, so that a name
 * reads in the order its characters were written: "invoice[U+202E]fdp.exe".
 */
export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, (control) => `[${codePointName(control)}]`);
}
