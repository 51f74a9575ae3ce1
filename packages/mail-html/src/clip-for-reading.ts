// Gmail clips a message whose HTML is over about 102 KB: it shows the first part and "[Message
// clipped] View entire message". Laying out a large body in the mail frame runs on the page's own
// thread (the frame is same-origin, so that it can be sized) and takes seconds for a 1 MB newsletter,
// so a long cleaned body is shown clipped the same way until the reader asks for all of it
// (docs/architecture.md#large-mail).
import type { MarkupCut } from './markup-size';

/**
 * A cleaned body longer than this many characters of HTML is shown clipped: about Gmail's 102 KB,
 * and a size whose layout (a newsletter of some 1,200 table rows) stays well under 200 ms.
 */
export const CLIP_CHARACTERS = 100_000;

/**
 * Markup longer than this is cut before it is parsed (`firstPartMarkup`), and its first part alone
 * cleaned for the clipped view: twice CLIP_CHARACTERS, as cleaning drops some of it (scripts,
 * comments, tracking pixels…).
 */
export const FIRST_PART_CHARACTERS = 2 * CLIP_CHARACTERS;

/**
 * The markup before `cut` with the elements open there closed: the first part of a long body, to
 * parse and clean alone. The browser's parser reads it as it reads the start of the whole body.
 */
export function firstPartMarkup(html: string, cut: MarkupCut): string {
  const closing = cut.open.map((name) => `</${name}>`).reverse();
  return html.slice(0, cut.end) + closing.join('');
}

/**
 * The first part of `body` as a new element in the same document: whole nodes in document order
 * for as long as they fit in about `maxCharacters` of HTML, then the node that does not fit, itself
 * cut the same way (an element keeps its start and its first children, a text its first characters).
 * Built from nodes, not from a cut string, so it is as well-formed as the body it comes from.
 */
export function firstPartOf(body: Element, maxCharacters: number): Element {
  return firstPart(body, maxCharacters, new Map()) as Element;
}

/**
 * About how long the node's HTML is (entities written out are not counted), the node itself
 * included, when that is at most `limit`; else undefined, found out without measuring the rest.
 * Sizes found are kept in `sizes`, so that cutting a node measures each of its children once.
 */
function sizeWithin(node: Node, limit: number, sizes: Map<Node, number>): number | undefined {
  const known = sizes.get(node);
  if (known !== undefined) return known <= limit ? known : undefined;
  let size = ownSize(node);
  for (let child = node.firstChild; child && size <= limit; child = child.nextSibling)
    size += sizeWithin(child, limit - size, sizes) ?? Infinity;
  if (size > limit) return undefined;
  sizes.set(node, size);
  return size;
}

/** A node's HTML without its children: an element's tags, a text's characters, a comment's. */
function ownSize(node: Node): number {
  if (isElement(node)) {
    let size = 2 * node.localName.length + '<></>'.length;
    for (const { name, value } of Array.from(node.attributes))
      size += name.length + value.length + 4;
    return size;
  }
  if (node.nodeType === Node.COMMENT_NODE) return (node as Comment).data.length + '<!---->'.length;
  return node.textContent?.length ?? 0;
}

function firstPart(node: Node, budget: number, sizes: Map<Node, number>): Node {
  if (!isElement(node)) return node.ownerDocument!.createTextNode(textStart(node, budget));
  const part = node.cloneNode(false) as Element;
  let left = budget - ownSize(node);
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const size = sizeWithin(child, left, sizes);
    if (size !== undefined) {
      part.append(child.cloneNode(true));
      left -= size;
      continue;
    }
    if (cuttable(child, left)) part.append(firstPart(child, left, sizes));
    break;
  }
  return part;
}

/** Whether some of `node` fits in `left` characters: an element's own tags, a text's first character. */
function cuttable(node: Node, left: number): boolean {
  if (isElement(node)) return ownSize(node) < left;
  return node.nodeType === Node.TEXT_NODE && left > 0;
}

/** A text's first `length` characters, without splitting a surrogate pair. */
function textStart(node: Node, length: number): string {
  const text = node.textContent ?? '';
  const end = /[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? length - 1 : length;
  return text.slice(0, Math.max(end, 0));
}

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
