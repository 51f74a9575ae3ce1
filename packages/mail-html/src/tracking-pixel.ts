import { inlineDeclarations } from './css-filter';
import { isRemote, urlKind } from './url-kind';

/**
 * A remote image nobody sees (1×1, 0×0 or hidden), there only to tell the sender that the mail was
 * opened. Sizes come from the width and height attributes and the inline style.
 */
export function isTrackingPixel(img: Element): boolean {
  if (!isRemote(urlKind(img.getAttribute('src') ?? ''))) return false;
  const declarations = inlineDeclarations(img.getAttribute('style') ?? '');
  const style = (property: string) =>
    declarations
      .get(property)
      ?.replace(/!\s*important$/, '')
      .trim();
  if (
    img.hasAttribute('hidden') ||
    style('display') === 'none' ||
    style('visibility') === 'hidden' ||
    parseFloat(style('opacity') ?? '') === 0
  ) {
    return true;
  }
  const sizes = [
    img.getAttribute('width'),
    img.getAttribute('height'),
    style('width'),
    style('height'),
  ].filter((size) => size != null);
  return sizes.length > 0 && sizes.every((size) => pixels(size) <= 1);
}

/** A length in px (unitless counts as px, zero in any unit); NaN for anything else. */
function pixels(size: string): number {
  const length = /^\s*(\d*\.?\d+)\s*(px)?\s*$/i.exec(size);
  if (length) return Number(length[1]);
  return /^\s*0*\.?0+[a-z%]*\s*$/i.test(size) ? 0 : NaN;
}
