import { useEditorState, type Editor } from '@tiptap/react';
import { hasTrimmedQuote, openTrimmedQuote } from '../utils/quoted-history';

/** Gmail's "…" under a reply's body: the quoted original stays out of sight until it is opened. */
export function TrimmedQuoteToggle({ editor }: { editor: Editor }) {
  const trimmed = useEditorState({
    editor,
    selector: ({ editor }) => hasTrimmedQuote(editor.state),
  });
  if (!trimmed) return null;
  return (
    <button
      type="button"
      className="cp-editor__trimmed-toggle"
      aria-expanded="false"
      aria-label="Show trimmed content"
      title="Show trimmed content"
      onClick={() => {
        openTrimmedQuote(editor);
        editor.commands.focus();
      }}
    >
      …
    </button>
  );
}
