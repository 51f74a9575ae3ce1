import { render, screen } from '@testing-library/react';
import type { DraftAttachment } from '@mail/drafts';
import { AttachmentList } from './attachment-list';

const file = (id: string, name: string): DraftAttachment => ({
  id,
  kind: 'file',
  file: new File(['12345'], name),
});

describe('AttachmentList', () => {
  it('shows each file name isolated in a bdi, with its size and a Remove button', () => {
    render(<AttachmentList attachments={[file('a', 'تقرير.pdf')]} onRemove={jest.fn()} />);
    expect(screen.getByText('تقرير.pdf').tagName).toBe('BDI');
    expect(screen.getByText('5 bytes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove تقرير.pdf' })).toBeInTheDocument();
  });

  it('shows the bidi controls of a file name as markers, so it cannot pass for another type', () => {
    render(
      <AttachmentList attachments={[file('a', 'invoice\u202efdp.exe')]} onRemove={jest.fn()} />,
    );
    expect(screen.getByText('invoice[U+202E]fdp.exe').tagName).toBe('BDI');
    expect(
      screen.getByRole('button', { name: 'Remove invoice[U+202E]fdp.exe' }),
    ).toBeInTheDocument();
  });
});
