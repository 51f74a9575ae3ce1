import { mergeAttributes, Node, type Editor } from '@tiptap/react';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** The class @mail/gmail-client's quoteOriginal gives a reply's quote; a forward's (mail-forward) stays open. */
const QUOTE_CLASS = 'mail-quote';
const FORWARD_CLASS = 'mail-forward';

/** Hides the quote while it is trimmed (editor.css). */
export const TRIMMED_CLASS = 'cp-editor__trimmed';

/** Whether the reader opened the trimmed quote: it stays open for the editor's life. */
const quoteOpenKey = new PluginKey<boolean>('quotedHistoryOpen');

/**
 * A reply's quoted original as one block of the body, collapsed until opened as in Gmail: it is only
 * hidden (a decoration, not the document), so the sent HTML and the saved draft hold the whole quote.
 */
export const QuotedHistory = Node.create({
  name: 'quotedHistory',
  group: 'block',
  content: 'block+',
  defining: true,
  parseHTML: () => [{ tag: `div.${QUOTE_CLASS}:not(.${FORWARD_CLASS})` }],
  renderHTML: ({ HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { class: QUOTE_CLASS }),
    0,
  ],
  addProseMirrorPlugins() {
    const quoteType = this.name;
    return [
      new Plugin<boolean>({
        key: quoteOpenKey,
        state: {
          init: () => false,
          apply: (transaction, open) => open || transaction.getMeta(quoteOpenKey) === true,
        },
        props: {
          decorations(state) {
            if (quoteOpenKey.getState(state)) return null;
            const trimmed: Decoration[] = [];
            state.doc.forEach((node, position) => {
              if (node.type.name === quoteType) {
                trimmed.push(
                  Decoration.node(position, position + node.nodeSize, { class: TRIMMED_CLASS }),
                );
              }
            });
            return DecorationSet.create(state.doc, trimmed);
          },
        },
      }),
    ];
  },
});

/** The body holds a quote that is still trimmed. */
export function hasTrimmedQuote(state: EditorState): boolean {
  if (quoteOpenKey.getState(state)) return false;
  let found = false;
  state.doc.forEach((node) => {
    found ||= node.type.name === QuotedHistory.name;
  });
  return found;
}

/** Shows the trimmed quote. */
export function openTrimmedQuote(editor: Editor): void {
  editor.view.dispatch(editor.state.tr.setMeta(quoteOpenKey, true));
}
