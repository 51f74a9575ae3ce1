import { useCallback, useEffect, useRef, useState } from 'react';

/** Smallest height of a frame, so an empty body still reads as a message. */
const MIN_HEIGHT_PX = 24;
/**
 * Tallest a frame grows (some 25 screens, past any real newsletter): a mail that declares a giant
 * height scrolls inside it instead, so the Reply buttons below stay within reach.
 */
const MAX_HEIGHT_PX = 20_000;

/**
 * Sizes a same-origin (sandboxed, script-free) frame to its content, so the mail has no inner
 * scrollbar up to MAX_HEIGHT_PX: measured when its document loads and again whenever its layout
 * changes (images arriving, fonts, a wider window). A horizontal scrollbar for a wide newsletter adds
 * its own height.
 */
export function useFrameHeight() {
  const [height, setHeight] = useState(MIN_HEIGHT_PX);
  const observer = useRef<ResizeObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  const onLoad = useCallback((frame: HTMLIFrameElement) => {
    observer.current?.disconnect();
    const document = frame.contentDocument;
    const view = frame.contentWindow;
    if (!document?.documentElement || !view) return;
    const root = document.documentElement;
    const measure = () => {
      const content = Math.max(
        root.getBoundingClientRect().height,
        document.body?.scrollHeight ?? 0,
      );
      const horizontalScrollbar = view.innerHeight - root.clientHeight;
      const wanted = Math.ceil(content + horizontalScrollbar);
      // Past the cap the mail's own scrollbar shows the rest (the frame's page hides it otherwise).
      root.style.overflowY = wanted > MAX_HEIGHT_PX ? 'auto' : '';
      setHeight(Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, wanted)));
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(root);
    if (document.body) observer.current.observe(document.body);
  }, []);

  return { height, onLoad };
}
