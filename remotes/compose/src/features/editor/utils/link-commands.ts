import type { Editor } from '@tiptap/react';

/** What the link dialog opens with. */
export interface LinkDraft {
  /** The link's address when the selection is on one, else ''. */
  href: string;
  /** The selection is on a link: the dialog offers to remove it. */
  editing: boolean;
  /** Nothing is selected: the dialog asks for the text to show as well. */
  askText: boolean;
}

/** Reads the selection for the link dialog; on a link, selects the whole link to edit. */
export function startLink(editor: Editor): LinkDraft {
  if (editor.isActive('link')) {
    editor.commands.extendMarkRange('link');
    const href: unknown = editor.getAttributes('link').href;
    return { href: typeof href === 'string' ? href : '', editing: true, askText: false };
  }
  return { href: '', editing: false, askText: editor.state.selection.empty };
}

/**
 * Links the selection to `href`; with nothing selected, inserts `text` (the address when empty) as
 * the link. Typing after an inserted link goes on as plain text.
 */
export function applyLink(editor: Editor, href: string, text?: string): void {
  const chain = editor.chain().focus();
  if (text === undefined) {
    chain.extendMarkRange('link').setLink({ href }).run();
    return;
  }
  chain
    .insertContent({ type: 'text', text: text || href, marks: [{ type: 'link', attrs: { href } }] })
    .unsetMark('link')
    .run();
}

/** Takes the link off the whole linked text under the selection; the text stays. */
export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}

/**
 * "Remove formatting": the selection back to plain paragraphs of plain text. Links stay, as in
 * Gmail: they are content, not looks.
 */
export function removeFormatting(editor: Editor): void {
  const marks = Object.keys(editor.schema.marks).filter((name) => name !== 'link');
  marks
    .reduce((chain, mark) => chain.unsetMark(mark), editor.chain().focus())
    .clearNodes()
    .unsetTextAlign()
    .run();
}
