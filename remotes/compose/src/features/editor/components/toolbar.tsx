import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { DEFAULT_HIGHLIGHT_COLOR, DEFAULT_TEXT_COLOR } from '../constants';
import { useRovingToolbar } from '../hooks/use-roving-toolbar';
import { removeFormatting } from '../utils/link-commands';
import {
  ALIGNMENTS,
  HEADING_LEVELS,
  type Alignment,
  type HeadingLevel,
} from '../utils/editor-extensions';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  BulletedListIcon,
  CodeIcon,
  HighlightIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
  RedoIcon,
  RemoveFormattingIcon,
  TextColorIcon,
  UnderlineIcon,
  UndoIcon,
} from './toolbar-icons';

export interface ToolbarProps {
  editor: Editor;
  /** Files chosen with the image button (the accept filter is only a hint to the file dialog). */
  onChooseImages(files: File[]): void;
  /** The Link button: opens the link dialog on the selection. */
  onEditLink(): void;
}

/** What the selection is, for aria-pressed and the heading select. */
function selectFormatting(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    code: editor.isActive('code'),
    highlight: editor.isActive('highlight'),
    link: editor.isActive('link'),
    textColor: Boolean(editor.getAttributes('textStyle').color),
    heading: HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? 0,
    // Text with no alignment of its own reads from the left.
    align:
      ALIGNMENTS.find(
        (alignment) => alignment !== 'left' && editor.isActive({ textAlign: alignment }),
      ) ?? 'left',
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

const ALIGN_BUTTONS: { alignment: Alignment; label: string; icon: ReactNode }[] = [
  { alignment: 'left', label: 'Align left', icon: <AlignLeftIcon /> },
  { alignment: 'center', label: 'Align center', icon: <AlignCenterIcon /> },
  { alignment: 'right', label: 'Align right', icon: <AlignRightIcon /> },
  { alignment: 'justify', label: 'Justify', icon: <AlignJustifyIcon /> },
];

const toHeadingLevel = (value: string): HeadingLevel | undefined =>
  HEADING_LEVELS.find((level) => String(level) === value);

type RovingItem = ReturnType<ReturnType<typeof useRovingToolbar>['item']>;

interface ToolButtonProps {
  label: string;
  /** Left out for commands that are not a state (undo, insert image). */
  pressed?: boolean;
  disabled?: boolean;
  onPress(): void;
  item: RovingItem;
  children: ReactNode;
}

function ToolButton({
  label,
  pressed,
  disabled = false,
  onPress,
  item,
  children,
}: ToolButtonProps) {
  return (
    <button
      type="button"
      className="cp-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // aria-disabled rather than disabled: a disabled button would drop keyboard focus.
      aria-disabled={disabled || undefined}
      // Keeps the editor's focus and selection while the mouse is down.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onPress();
      }}
      {...item}
    >
      {children}
    </button>
  );
}

/** The formatting bar under the body (docs/behaviour/compose.md#body). */
export function Toolbar({ editor, onChooseImages, onEditLink }: ToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor }) => selectFormatting(editor) });
  const [textColor, setTextColor] = useState(DEFAULT_TEXT_COLOR);
  const [highlightColor, setHighlightColor] = useState(DEFAULT_HIGHLIGHT_COLOR);
  const fileInput = useRef<HTMLInputElement>(null);
  const { item, onKeyDown } = useRovingToolbar('bold');

  const run = (command: (chain: ChainedCommands) => ChainedCommands) =>
    command(editor.chain().focus()).run();

  // The pickers apply without focusing the editor, which would close the colour dialog.
  const pickTextColor = (event: ChangeEvent<HTMLInputElement>) => {
    setTextColor(event.target.value);
    editor.commands.setColor(event.target.value);
  };
  const pickHighlightColor = (event: ChangeEvent<HTMLInputElement>) => {
    setHighlightColor(event.target.value);
    editor.commands.setHighlight({ color: event.target.value });
  };

  const chooseHeading = (event: ChangeEvent<HTMLSelectElement>) => {
    const level = toHeadingLevel(event.target.value);
    if (level) editor.commands.setHeading({ level });
    else editor.commands.setParagraph();
  };

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Lets the same file be chosen again.
    event.target.value = '';
    if (files.length > 0) onChooseImages(files);
  };

  return (
    <div className="cp-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={onKeyDown}>
      <div className="cp-toolbar__group">
        <ToolButton
          label="Bold"
          pressed={state.bold}
          onPress={() => run((c) => c.toggleBold())}
          item={item('bold')}
        >
          <BoldIcon />
        </ToolButton>
        <ToolButton
          label="Italic"
          pressed={state.italic}
          onPress={() => run((c) => c.toggleItalic())}
          item={item('italic')}
        >
          <ItalicIcon />
        </ToolButton>
        <ToolButton
          label="Underline"
          pressed={state.underline}
          onPress={() => run((c) => c.toggleUnderline())}
          item={item('underline')}
        >
          <UnderlineIcon />
        </ToolButton>
      </div>
      <div className="cp-toolbar__group">
        <ToolButton
          label="Bulleted list"
          pressed={state.bulletList}
          onPress={() => run((c) => c.toggleBulletList())}
          item={item('bullet-list')}
        >
          <BulletedListIcon />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state.orderedList}
          onPress={() => run((c) => c.toggleOrderedList())}
          item={item('ordered-list')}
        >
          <NumberedListIcon />
        </ToolButton>
      </div>
      <div className="cp-toolbar__group">
        <select
          className="cp-toolbar__select"
          aria-label="Heading"
          title="Heading"
          value={String(state.heading)}
          onChange={chooseHeading}
          {...item('heading')}
        >
          <option value="0">Normal text</option>
          {HEADING_LEVELS.map((level) => (
            <option key={level} value={String(level)}>
              Heading {level}
            </option>
          ))}
        </select>
        <ToolButton
          label="Quote"
          pressed={state.blockquote}
          onPress={() => run((c) => c.toggleBlockquote())}
          item={item('quote')}
        >
          <QuoteIcon />
        </ToolButton>
        <ToolButton
          label="Code"
          pressed={state.code}
          onPress={() => run((c) => c.toggleCode())}
          item={item('code')}
        >
          <CodeIcon />
        </ToolButton>
        <ToolButton label="Link" pressed={state.link} onPress={onEditLink} item={item('link')}>
          <LinkIcon />
        </ToolButton>
      </div>
      <div className="cp-toolbar__group">
        <ToolButton
          label="Highlight"
          pressed={state.highlight}
          onPress={() =>
            run((c) =>
              state.highlight ? c.unsetHighlight() : c.setHighlight({ color: highlightColor }),
            )
          }
          item={item('highlight')}
        >
          <HighlightIcon color={highlightColor} />
        </ToolButton>
        <input
          type="color"
          className="cp-toolbar__color"
          aria-label="Choose highlight colour"
          title="Choose highlight colour"
          value={highlightColor}
          onChange={pickHighlightColor}
          {...item('highlight-colour')}
        />
        <ToolButton
          label="Text colour"
          pressed={state.textColor}
          onPress={() => run((c) => (state.textColor ? c.unsetColor() : c.setColor(textColor)))}
          item={item('text-colour')}
        >
          <TextColorIcon color={textColor} />
        </ToolButton>
        <input
          type="color"
          className="cp-toolbar__color"
          aria-label="Choose text colour"
          title="Choose text colour"
          value={textColor}
          onChange={pickTextColor}
          {...item('text-colour-picker')}
        />
      </div>
      <div className="cp-toolbar__group">
        {ALIGN_BUTTONS.map(({ alignment, label, icon }) => (
          <ToolButton
            key={alignment}
            label={label}
            pressed={state.align === alignment}
            onPress={() => run((c) => c.setTextAlign(alignment))}
            item={item(`align-${alignment}`)}
          >
            {icon}
          </ToolButton>
        ))}
      </div>
      <div className="cp-toolbar__group">
        <ToolButton
          label="Remove formatting"
          onPress={() => removeFormatting(editor)}
          item={item('remove-formatting')}
        >
          <RemoveFormattingIcon />
        </ToolButton>
      </div>
      <div className="cp-toolbar__group">
        <ToolButton
          label="Undo"
          disabled={!state.canUndo}
          onPress={() => run((c) => c.undo())}
          item={item('undo')}
        >
          <UndoIcon />
        </ToolButton>
        <ToolButton
          label="Redo"
          disabled={!state.canRedo}
          onPress={() => run((c) => c.redo())}
          item={item('redo')}
        >
          <RedoIcon />
        </ToolButton>
      </div>
      <ToolButton
        label="Insert image"
        onPress={() => fileInput.current?.click()}
        item={item('image')}
      >
        <ImageIcon />
      </ToolButton>
      <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={chooseFiles} />
    </div>
  );
}
