import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { INLINE_IMAGES_ONLY_MESSAGE } from '../constants';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

// ProseMirror measures the selection and hit-tests drops; jsdom has no layout.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'dot.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });

/** The clipboard or drag data of files from the desktop. */
const filesData = (files: File[]) => ({ files, types: ['Files'], getData: () => '' });

function setup(initialHtml = '<p>Hello</p>') {
  const onChange = jest.fn();
  const onAttachFiles = jest.fn();
  const onError = jest.fn();
  const onFormKeyDown = jest.fn();
  const handle = createRef<RichTextEditorHandle>();
  render(
    <div onKeyDown={onFormKeyDown}>
      <RichTextEditor
        initialHtml={initialHtml}
        onChange={onChange}
        onAttachFiles={onAttachFiles}
        onError={onError}
        label="Message body"
        editorRef={handle}
      />
    </div>,
  );
  const body = screen.getByRole('textbox', { name: 'Message body' });
  const html = () => handle.current?.getHTML();
  return { body, handle, html, onChange, onAttachFiles, onError, onFormKeyDown };
}

const button = (name: string) => screen.getByRole('button', { name });
const press = (name: string) => fireEvent.click(button(name));
const selectAll = (body: HTMLElement) => fireEvent.keyDown(body, { key: 'a', ctrlKey: true });
const imageInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a formatting toolbar, holding the initial HTML', () => {
    const { body, html } = setup('<p>Quoted <em>original</em></p>');
    expect(body).toHaveAttribute('aria-multiline', 'true');
    expect(body).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(html()).toBe('<p>Quoted <em>original</em></p>');
  });

  // The HTML tiptap emits here: jsdom re-serialises style attributes (rgb(), trailing ';').
  it.each([
    ['Bold', '<p><strong>Hello</strong></p>'],
    ['Italic', '<p><em>Hello</em></p>'],
    ['Underline', '<p><u>Hello</u></p>'],
    ['Code', '<p><code>Hello</code></p>'],
    [
      'Highlight',
      '<p><mark data-color="#ffff00" style="background-color: rgb(255, 255, 0); color: inherit;">Hello</mark></p>',
    ],
    ['Text colour', '<p><span style="color: rgb(255, 0, 0);">Hello</span></p>'],
    ['Align center', '<p style="text-align: center;">Hello</p>'],
    ['Align right', '<p style="text-align: right;">Hello</p>'],
    ['Justify', '<p style="text-align: justify;">Hello</p>'],
  ])('%s turns the selection into %s', (name, expected) => {
    const { body, html } = setup();
    selectAll(body);
    press(name);
    expect(html()).toBe(expected);
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
  });

  // tiptap keeps an empty paragraph after a block so the caret can leave it.
  it.each([
    ['Bulleted list', '<ul><li><p>Hello</p></li></ul><p></p>'],
    ['Numbered list', '<ol><li><p>Hello</p></li></ol><p></p>'],
    ['Quote', '<blockquote><p>Hello</p></blockquote><p></p>'],
  ])('%s turns the selection into %s', (name, expected) => {
    const { body, html } = setup();
    selectAll(body);
    press(name);
    expect(html()).toBe(expected);
  });

  it.each([
    ['Bulleted list', '<ul><li><p>Hello</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Hello</p></li></ol>'],
    ['Quote', '<blockquote><p>Hello</p></blockquote>'],
  ])('%s is pressed when the caret is in %s', (name, initialHtml) => {
    setup(initialHtml);
    expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sets and clears headings 1 to 3 with the heading select, which shows the current one', () => {
    const { body, html } = setup();
    const heading = screen.getByRole('combobox', { name: 'Heading' });
    expect(heading).toHaveValue('0');
    selectAll(body);
    fireEvent.change(heading, { target: { value: '2' } });
    expect(html()).toBe('<h2>Hello</h2><p></p>');
    fireEvent.change(heading, { target: { value: '0' } });
    expect(html()).toBe('<p>Hello</p><p></p>');
    document.body.replaceChildren();
    setup('<h3>Title</h3>');
    expect(screen.getByRole('combobox', { name: 'Heading' })).toHaveValue('3');
  });

  it('applies the colours picked beside the highlight and text colour buttons', () => {
    const { body, html } = setup();
    selectAll(body);
    fireEvent.change(screen.getByLabelText('Choose highlight colour'), {
      target: { value: '#00ff00' },
    });
    fireEvent.change(screen.getByLabelText('Choose text colour'), {
      target: { value: '#0000ff' },
    });
    expect(html()).toBe(
      '<p><span style="color: rgb(0, 0, 255);"><mark data-color="#00ff00" ' +
        'style="background-color: rgb(0, 255, 0); color: inherit;">Hello</mark></span></p>',
    );
    // A second press removes the mark; the next one uses the picked colour.
    press('Highlight');
    press('Highlight');
    expect(html()).toContain('<mark data-color="#00ff00"');
  });

  it('aria-pressed follows the selection and the alignment', () => {
    const { body } = setup('<p><strong>Hello</strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Align left')).toHaveAttribute('aria-pressed', 'true');
    selectAll(body);
    press('Bold');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    press('Align center');
    expect(button('Align center')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Align left')).toHaveAttribute('aria-pressed', 'false');
  });

  it('undoes and redoes, and says when there is nothing to undo', () => {
    const { body, html } = setup();
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    selectAll(body);
    press('Bold');
    press('Undo');
    expect(html()).toBe('<p>Hello</p>');
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    press('Redo');
    expect(html()).toBe('<p><strong>Hello</strong></p>');
    // Ctrl+Z is tiptap's own.
    fireEvent.keyDown(body, { key: 'z', ctrlKey: true });
    expect(html()).toBe('<p>Hello</p>');
  });

  it('keeps tiptap shortcuts such as Ctrl+B', () => {
    const { body, html } = setup();
    selectAll(body);
    fireEvent.keyDown(body, { key: 'b', ctrlKey: true });
    expect(html()).toBe('<p><strong>Hello</strong></p>');
  });

  it('lets Ctrl+Enter and Ctrl+Shift+S through to the form, unhandled', () => {
    const { body, html, onFormKeyDown } = setup();
    selectAll(body);
    onFormKeyDown.mockClear();
    expect(fireEvent.keyDown(body, { key: 'Enter', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(body, { key: 'Enter', metaKey: true })).toBe(true);
    expect(fireEvent.keyDown(body, { key: 'S', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(onFormKeyDown).toHaveBeenCalledTimes(3);
    expect(html()).toBe('<p>Hello</p>');
  });

  it('reports every change with its HTML and plain text', () => {
    const { body, onChange } = setup('<p>Hello</p><p>world</p>');
    selectAll(body);
    press('Italic');
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><em>Hello</em></p><p><em>world</em></p>',
      'Hello\n\nworld',
    );
  });

  it('reports no change when a quote is only focused (its trailing paragraph is not the reader’s)', () => {
    const { handle, html, onChange } = setup('<p></p><blockquote><p>Any news?</p></blockquote>');
    act(() => handle.current?.focus());
    expect(html()).toMatch(/<\/blockquote><p><\/p>$/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clear() empties the body and reports it; getText() reads it', () => {
    const { handle, onChange } = setup();
    expect(handle.current?.getText()).toBe('Hello');
    act(() => handle.current?.clear());
    expect(handle.current?.getText()).toBe('');
    expect(handle.current?.getHTML()).toBe('<p></p>');
    expect(onChange).toHaveBeenLastCalledWith('<p></p>', '');
  });

  it('keeps only http, https and mailto links', () => {
    const { html } = setup(
      '<p><a href="https://example.com">web</a> <a href="mailto:a@b.co">mail</a> ' +
        '<a href="javascript:alert(1)">js</a> <a href="ftp://example.com">ftp</a></p>',
    );
    expect(html()).toContain('href="https://example.com"');
    expect(html()).toContain('href="mailto:a@b.co"');
    expect(html()).not.toContain('javascript:');
    expect(html()).not.toContain('ftp:');
  });

  describe('images', () => {
    it('the image button inserts a PNG inline as a data: URI', async () => {
      const { html, onChange, onError } = setup();
      fireEvent.click(button('Insert image'));
      fireEvent.change(imageInput(), { target: { files: [png()] } });
      await waitFor(() =>
        expect(html()).toMatch(
          /<img src="data:image\/png;name=dot\.png;base64,iVBORw==" alt="dot.png">/,
        ),
      );
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img'), 'Hello');
      expect(onError).not.toHaveBeenCalled();
    });

    it('the image button refuses a PDF and inserts nothing', async () => {
      const { html, onError, onAttachFiles } = setup();
      fireEvent.change(imageInput(), { target: { files: [pdf()] } });
      expect(onError).toHaveBeenCalledWith(INLINE_IMAGES_ONLY_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(html()).toBe('<p>Hello</p>');
      expect(onAttachFiles).not.toHaveBeenCalled();
    });

    it('a pasted file that is not an image becomes an attachment', () => {
      const { body, html, onAttachFiles } = setup();
      const file = pdf();
      fireEvent.paste(body, { clipboardData: filesData([file]) });
      expect(onAttachFiles).toHaveBeenCalledWith([file]);
      expect(html()).toBe('<p>Hello</p>');
    });

    it('a pasted image is inserted inline, not attached', async () => {
      const { body, html, onAttachFiles } = setup();
      fireEvent.paste(body, { clipboardData: filesData([png()]) });
      await waitFor(() =>
        expect(html()).toContain('<img src="data:image/png;name=dot.png;base64,'),
      );
      expect(onAttachFiles).not.toHaveBeenCalled();
    });

    it('dropped files: images go inline, the rest become attachments', async () => {
      const { body, html, onAttachFiles } = setup();
      const file = pdf();
      fireEvent.drop(body, { dataTransfer: filesData([png(), file]) });
      expect(onAttachFiles).toHaveBeenCalledWith([file]);
      await waitFor(() =>
        expect(html()).toContain('<img src="data:image/png;name=dot.png;base64,'),
      );
    });
  });

  it('moves focus through the toolbar with the arrow keys, Home and End', () => {
    setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(button('Bold')).toHaveAttribute('tabindex', '0');
    expect(button('Italic')).toHaveAttribute('tabindex', '-1');
    act(() => button('Bold').focus());
    fireEvent.keyDown(toolbar.ownerDocument.activeElement!, { key: 'ArrowRight' });
    expect(button('Italic')).toHaveFocus();
    expect(button('Italic')).toHaveAttribute('tabindex', '0');
    expect(button('Bold')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(button('Italic'), { key: 'End' });
    expect(button('Insert image')).toHaveFocus();
    fireEvent.keyDown(button('Insert image'), { key: 'ArrowRight' });
    expect(button('Bold')).toHaveFocus();
    fireEvent.keyDown(button('Bold'), { key: 'ArrowLeft' });
    expect(button('Insert image')).toHaveFocus();
    fireEvent.keyDown(button('Insert image'), { key: 'Home' });
    expect(button('Bold')).toHaveFocus();
  });
});

describe('RichTextEditor with a reply’s quote', () => {
  const quote =
    '<div class="mail-quote"><div>On Tue, Ann wrote:</div><blockquote><p>Lunch?</p></blockquote></div>';

  it('keeps the quote trimmed behind "…" until it is opened, and always in the HTML', () => {
    const { body, html } = setup(`<p></p>${quote}`);
    const trimmed = body.querySelector('.mail-quote');
    expect(trimmed).toHaveClass('cp-editor__trimmed');
    expect(html()).toContain('<div class="mail-quote"><p>On Tue, Ann wrote:</p><blockquote>');
    expect(button('Show trimmed content')).toHaveAttribute('aria-expanded', 'false');

    press('Show trimmed content');
    expect(body.querySelector('.mail-quote')).not.toHaveClass('cp-editor__trimmed');
    expect(screen.queryByRole('button', { name: 'Show trimmed content' })).toBeNull();
    expect(html()).toContain('Lunch?');
  });

  it('leaves a forward’s quoted message open', () => {
    const { body } = setup(`<p></p>${quote.replace('mail-quote', 'mail-quote mail-forward')}`);
    expect(body).toHaveTextContent('Lunch?');
    expect(body.querySelector('.cp-editor__trimmed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show trimmed content' })).toBeNull();
  });
});

describe('links', () => {
  const dialog = (name = 'Insert link') => screen.getByRole('dialog', { name });
  const addressField = () => screen.getByRole('textbox', { name: 'Link to' });
  const typeAddress = (value: string) => {
    fireEvent.change(addressField(), { target: { value } });
    fireEvent.keyDown(addressField(), { key: 'Enter' });
  };

  it('the Link button links the selection; Enter applies', () => {
    const { body, html } = setup();
    selectAll(body);
    press('Link');
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Text to display' })).toBeNull();
    typeAddress('example.com/a');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html()).toContain('href="https://example.com/a"');
    expect(html()).toMatch(/<a [^>]*>Hello<\/a>/);
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
  });

  it('Ctrl+K opens it too, and Enter there does not reach the form around it', () => {
    const { body, onFormKeyDown } = setup();
    selectAll(body);
    const opened = fireEvent.keyDown(body, { key: 'k', ctrlKey: true });
    // Prevented: the browser would otherwise move to its own search box.
    expect(opened).toBe(false);
    expect(dialog()).toBeInTheDocument();
    onFormKeyDown.mockClear();
    typeAddress('https://example.com');
    expect(onFormKeyDown).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPrevented: true, key: 'Enter' }),
    );
  });

  it('with nothing selected asks for the text to show as well', () => {
    const { handle, html } = setup('<p></p>');
    act(() => handle.current?.focus());
    press('Link');
    fireEvent.change(screen.getByRole('textbox', { name: 'Text to display' }), {
      target: { value: 'the report' },
    });
    typeAddress('ann@example.com');
    expect(html()).toMatch(/<a [^>]*href="mailto:ann@example.com"[^>]*>the report<\/a>/);
  });

  it('refuses javascript: with a message and keeps what was typed', () => {
    const { body, html } = setup();
    selectAll(body);
    press('Link');
    typeAddress('javascript:alert(1)');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Links can only go to http, https or mailto addresses.',
    );
    expect(addressField()).toHaveValue('javascript:alert(1)');
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(html()).not.toContain('<a');
  });

  it('edits and removes a link; Esc cancels without a change', () => {
    const { body, html } = setup('<p><a href="https://old.example">Hello</a></p>');
    selectAll(body);
    press('Link');
    expect(addressField()).toHaveValue('https://old.example');
    fireEvent.keyDown(addressField(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(html()).toContain('href="https://old.example"');

    press('Link');
    typeAddress('https://new.example');
    expect(html()).toContain('href="https://new.example"');

    press('Link');
    fireEvent.click(within(dialog('Edit link')).getByRole('button', { name: 'Remove link' }));
    expect(html()).toBe('<p>Hello</p>');
  });

  it('Remove formatting takes marks, headings and alignment off but keeps links', () => {
    const { body, html } = setup(
      '<h2 style="text-align: center"><strong>Big</strong> <a href="https://example.com">link</a></h2>',
    );
    selectAll(body);
    press('Remove formatting');
    // (tiptap's trailing empty paragraph follows the former heading.)
    expect(html()).toMatch(
      /^<p>Big <a [^>]*href="https:\/\/example.com"[^>]*>link<\/a><\/p>(<p><\/p>)?$/,
    );
  });
});
