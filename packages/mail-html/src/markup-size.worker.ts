/// <reference lib="webworker" />
import { measureMarkup, type MarkupLimits } from './markup-size';

// Measures one mail's markup per message, off the page's thread: reading 3 MB of markup takes longer
// than a frame. It only answers numbers; cleaning stays with DOMPurify on the page (see check-markup).
self.onmessage = (event: MessageEvent<{ html: string; limits: MarkupLimits }>) => {
  self.postMessage(measureMarkup(event.data.html, event.data.limits));
};
