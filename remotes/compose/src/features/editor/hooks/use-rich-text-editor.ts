import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEditor, type EditorOptions } from '@tiptap/react';
import { shortcutKey, type Shortcut } from '@mail/event-bus';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { createEditorExtensions } from '../utils/editor-extensions';
import { isFormShortcut } from '../../../lib/form-shortcuts';
import { insertImageFiles, partitionImages } from '../utils/inline-images';

export interface UseRichTextEditorOptions {
  initialHtml: string;
  label: string;
  onChange(html: string, text: string): void;
  onAttachFiles(files: File[]): void;
  onError(message: string): void;
  /** Ctrl/Cmd+K in the body: insert or edit a link on the selection. */
  onLinkKey(): void;
}

const LINK_KEY = 'Mod+k';

/** The body's own keys, for the `?` list (docs/behaviour/keyboard.md#compose). */
export const EDITOR_SHORTCUTS: readonly Shortcut[] = [
  { keys: [LINK_KEY], description: 'Insert or edit a link' },
];

/** The tiptap editor of a mail body: schema, accessible attributes, and files pasted or dropped on it. */
export function useRichTextEditor({
  initialHtml,
  label,
  onChange,
  onAttachFiles,
  onError,
  onLinkKey,
}: UseRichTextEditorOptions) {
  // ProseMirror keeps the handlers below until the label changes; they reach the newest callbacks here.
  const callbacks = useRef({ onAttachFiles, onError, onLinkKey });
  useLayoutEffect(() => {
    callbacks.current = { onAttachFiles, onError, onLinkKey };
  });

  const [extensions] = useState(createEditorExtensions);
  const [content] = useState(initialHtml);

  const editorProps = useMemo((): EditorOptions['editorProps'] => {
    const receiveFiles = (view: EditorView, files: File[]) => {
      const { images, others } = partitionImages(files);
      if (others.length > 0) callbacks.current.onAttachFiles(others);
      if (images.length > 0) void insertImageFiles(view, images, callbacks.current.onError);
    };
    return {
      attributes: {
        class: 'cp-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
      handleDOMEvents: {
        // true: ProseMirror ignores the event, so it reaches the form unhandled and not prevented.
        keydown: (_view, event) => isFormShortcut(event),
        drop: (view, event) => {
          const files = Array.from(event.dataTransfer?.files ?? []);
          if (files.length === 0) return false;
          event.preventDefault();
          const target = view.posAtCoords({ left: event.clientX, top: event.clientY });
          if (target) {
            const { doc, tr } = view.state;
            view.dispatch(tr.setSelection(TextSelection.near(doc.resolve(target.pos))));
          }
          receiveFiles(view, files);
          return true;
        },
      },
      // true: ProseMirror prevents the browser's own Ctrl+K (its search box).
      handleKeyDown: (_view, event) => {
        if (shortcutKey(event) !== LINK_KEY) return false;
        callbacks.current.onLinkKey();
        return true;
      },
      handlePaste: (view, event) => {
        const data = event.clipboardData;
        const files = Array.from(data?.files ?? []);
        // Word, Excel and the like put a picture of the copied text beside the text: paste the text.
        if (files.length === 0 || data?.getData('text/plain')) return false;
        receiveFiles(view, files);
        return true;
      },
    };
  }, [label]);

  return useEditor({
    extensions,
    content,
    // Its <style> tag would need a CSP exception; editor.css carries the same rules.
    injectCSS: false,
    editorProps,
    // What the reader changed, not the empty paragraph ProseMirror appends after a quote when the
    // body is focused: opening a reply is not writing one (no draft is kept for it).
    onUpdate: ({ editor, transaction }) => {
      if (transaction.docChanged) onChange(editor.getHTML(), editor.getText());
    },
  });
}
