import { useImperativeHandle, useState, type Ref } from 'react';
import { EditorContent } from '@tiptap/react';
import { useShortcuts } from '@mail/event-bus';
import { INLINE_IMAGES_ONLY_MESSAGE } from '../constants';
import { EDITOR_SHORTCUTS, useRichTextEditor } from '../hooks/use-rich-text-editor';
import { insertImageFiles, partitionImages } from '../utils/inline-images';
import { applyLink, removeLink, startLink, type LinkDraft } from '../utils/link-commands';
import { LinkDialog } from './link-dialog';
import { Toolbar } from './toolbar';
import { TrimmedQuoteToggle } from './trimmed-quote-toggle';
import './editor.css';

export interface RichTextEditorProps {
  /** Initial HTML (a reply's quoted original, or ''). Read once. */
  initialHtml: string;
  /** Every change: the HTML (inline images as data: URIs) and its plain text (for the "subject or body" check). */
  onChange(html: string, text: string): void;
  /** Files dropped or pasted that are not images, and images the user chose to attach: they become attachments. */
  onAttachFiles(files: File[]): void;
  /** A clear message for the user (e.g. a non-image chosen in the image button): shown as an error alert by the caller. */
  onError(message: string): void;
  /** Accessible name of the editable area, e.g. 'Message body'. */
  label: string;
  /** Imperative handle: focus(), and getHTML()/getText() for the send. */
  editorRef?: Ref<RichTextEditorHandle>;
}

export interface RichTextEditorHandle {
  focus(): void;
  getHTML(): string;
  getText(): string;
  /** Empties the body (and reports the change through onChange). */
  clear(): void;
}

/** The body editor of the compose popup and the reply editor: tiptap with a formatting toolbar. */
export function RichTextEditor({
  initialHtml,
  onChange,
  onAttachFiles,
  onError,
  label,
  editorRef,
}: RichTextEditorProps) {
  useShortcuts('Compose', EDITOR_SHORTCUTS);
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const openLinkDialog = () => setLinkDraft(startLink(editor));
  const closeLinkDialog = (change?: () => void) => {
    setLinkDraft(null);
    if (change) change();
    else editor.commands.focus();
  };
  const editor = useRichTextEditor({
    initialHtml,
    label,
    onChange,
    onAttachFiles,
    onError,
    onLinkKey: openLinkDialog,
  });

  useImperativeHandle(
    editorRef,
    () => ({
      focus: () => editor.commands.focus(),
      getHTML: () => editor.getHTML(),
      getText: () => editor.getText(),
      clear: () => editor.commands.clearContent(),
    }),
    [editor],
  );

  const chooseImages = (files: File[]) => {
    const { images, others } = partitionImages(files);
    if (others.length > 0) onError(INLINE_IMAGES_ONLY_MESSAGE);
    if (images.length > 0) void insertImageFiles(editor.view, images, onError);
  };

  return (
    <div className="cp-editor">
      <EditorContent editor={editor} className="cp-editor__body" />
      <TrimmedQuoteToggle editor={editor} />
      {linkDraft && (
        <LinkDialog
          // A new dialog for each opening: it starts from the selection of that moment.
          key={`${linkDraft.href}:${String(linkDraft.askText)}`}
          draft={linkDraft}
          onApply={(href, text) => closeLinkDialog(() => applyLink(editor, href, text))}
          onRemove={() => closeLinkDialog(() => removeLink(editor))}
          onCancel={() => closeLinkDialog()}
        />
      )}
      <Toolbar editor={editor} onChooseImages={chooseImages} onEditLink={openLinkDialog} />
    </div>
  );
}
