import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap } from './use-focus-trap';

function Page({ open }: { open: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useFocusTrap(open, containerRef);
  return (
    <>
      <button type="button">Before</button>
      <div ref={containerRef}>
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </div>
      <button type="button">After</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap', () => {
  it('keeps Tab and Shift+Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<Page open />);
    button('Last').focus();
    await user.tab();
    expect(button('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('First')).toHaveFocus();
  });

  it('brings focus that is outside back in', async () => {
    const user = userEvent.setup();
    render(<Page open />);
    button('Before').focus();
    await user.tab();
    expect(button('First')).toHaveFocus();
  });

  it('lets Tab go anywhere while closed', async () => {
    const user = userEvent.setup();
    render(<Page open={false} />);
    button('Last').focus();
    await user.tab();
    expect(button('After')).toHaveFocus();
  });
});
