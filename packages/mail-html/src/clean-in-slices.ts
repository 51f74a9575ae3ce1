// Cleaning a large body in one DOMPurify walk takes seconds of the page's thread (a 1 MB newsletter,
// about 1.3 s). DOMPurify must keep the browser's own parser and tree (anything else invites mXSS), so
// the tree is walked a slice at a time instead, in place, each node in the context it has in the
// whole walk: its own parent, in its own document. Between slices the caller may give the thread back.

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * Containers DOMPurify keeps as they are, whatever their attributes, when they and their parent are
 * HTML: where a big tree may be cut. A cut element is cleaned on its own first, then its children a
 * batch at a time under it; anything else is cleaned whole, with its subtree.
 */
const CUT_TAGS = new Set([
  'html',
  'body',
  'div',
  'center',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'ul',
  'ol',
]);

/** Cleans `root` and its subtree in place (DOMPurify IN_PLACE, `root` being the walk's root). */
export type CleanInPlace = (root: Element) => void;

/**
 * Cleans `element`'s subtree with `clean` in slices of about `sliceElements` elements, yielding
 * after each slice. The result is the whole walk's: `tests` hold it to that with slices of one.
 */
export function* cleanInSlices(
  element: Element,
  clean: CleanInPlace,
  sliceElements: number,
): Generator<void, void> {
  if (!cuttable(element, sliceElements)) {
    clean(element);
    yield;
    return;
  }
  const children = Array.from(element.childNodes);
  element.replaceChildren();
  // On its own, as the whole walk sees it: the element has element children there, so DOMPurify's
  // "no element child but markup in its text" rule does not apply; with none, neither does it here.
  clean(element);
  const cleaned = element.ownerDocument.createDocumentFragment();
  let batch: ChildNode[] = [];
  let batchElements = 0;
  const cleanBatch = () => {
    if (batch.length === 0) return;
    // The whole walk sees the element with element children; text alone under it would meet
    // DOMPurify's "no element child but markup in its text" rule, which removes the walk's root.
    const standIn = batch.some(isElement) ? undefined : element.ownerDocument.createElement('span');
    element.replaceChildren(...batch, ...(standIn ? [standIn] : []));
    // A second walk over a cleaned element changes nothing and counts nothing (cleaning is
    // idempotent); the batch is walked under its real parent.
    clean(element);
    standIn?.remove();
    cleaned.append(...Array.from(element.childNodes));
    element.replaceChildren();
    batch = [];
    batchElements = 0;
  };
  for (const child of children) {
    if (isElement(child) && cuttable(child, sliceElements)) {
      cleanBatch();
      element.append(child);
      yield* cleanInSlices(child, clean, sliceElements);
      cleaned.append(...Array.from(element.childNodes));
      element.replaceChildren();
      continue;
    }
    if (isElement(child) && batchElements >= sliceElements) {
      cleanBatch();
      yield;
    }
    batch.push(child);
    if (isElement(child)) batchElements += 1 + child.getElementsByTagName('*').length;
  }
  cleanBatch();
  element.replaceChildren(cleaned);
  yield;
}

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;

function cuttable(element: Element, sliceElements: number): boolean {
  const parent = element.parentElement;
  return (
    CUT_TAGS.has(element.localName) &&
    element.namespaceURI === HTML_NAMESPACE &&
    (parent === null || parent.namespaceURI === HTML_NAMESPACE) &&
    element.getElementsByTagName('*').length > sliceElements
  );
}
