/// <reference lib="webworker" />
import { measureMarkup, type MarkupLimits } from './markup-size';

// Measures one mail's markup per message, off the page's thread: reading 3 MB of markup takes longer
// than a frame. It only answers numbers; cleaning stays with DOMPurify on the page (see check-markup).
// It also finds where a long mail's markup can be cut, so that the page parses its first part only.
self.onmessage = (
  event: MessageEvent<{ html: string; limits: MarkupLimits; cutAfter: number }>,
) => {
  const { html, limits, cutAfter } = event.data;
  self.postMessage(measureMarkup(html, limits, cutAfter));
};
