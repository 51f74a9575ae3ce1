import { render, screen } from '@testing-library/react';
import type { GoogleClient } from '../google-client';
import { LabelChips, listUserLabels, userLabelsOf, type UserLabel } from '.';

const travel: UserLabel = {
  id: 'Label_1',
  name: 'Travel',
  backgroundColor: '#c9daf8',
  textColor: '#1c4587',
};
const family: UserLabel = { id: 'Label_4', name: 'Family' };

describe('userLabelsOf', () => {
  it('keeps the user’s labels by name with their colours, never a system label', () => {
    expect(
      userLabelsOf([
        { id: 'INBOX', name: 'INBOX', type: 'system' },
        { id: 'Label_1', name: 'Travel', type: 'user', color: travel },
        { id: 'Label_4', name: 'Family', type: 'user' },
      ]),
    ).toEqual([family, travel]);
  });
});

describe('listUserLabels', () => {
  const clientAnswering = (...answers: (() => Promise<unknown>)[]) => {
    const requestGmail = jest.fn(() => answers.shift()?.() ?? Promise.reject(new Error('none')));
    return { client: { requestGmail } as unknown as GoogleClient, requestGmail };
  };

  it('asks labels.list once for every caller of the page', async () => {
    const { client, requestGmail } = clientAnswering(() =>
      Promise.resolve({ labels: [{ id: 'Label_4', name: 'Family', type: 'user' }] }),
    );
    await expect(listUserLabels(client)).resolves.toEqual([family]);
    await expect(listUserLabels(client)).resolves.toEqual([family]);
    expect(requestGmail).toHaveBeenCalledTimes(1);
    expect(requestGmail).toHaveBeenCalledWith(expect.objectContaining({ path: '/labels' }));
  });

  it('asks again after a failure', async () => {
    const { client, requestGmail } = clientAnswering(
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ labels: [] }),
    );
    await expect(listUserLabels(client)).rejects.toThrow('offline');
    await expect(listUserLabels(client)).resolves.toEqual([]);
    expect(requestGmail).toHaveBeenCalledTimes(2);
  });
});

describe('LabelChips', () => {
  it('shows a chip per user label of the conversation, in its colours, grey without', () => {
    render(<LabelChips labelIds={['INBOX', 'Label_1', 'Label_4']} labels={[family, travel]} />);
    const chips = screen.getAllByText(/Family|Travel/);
    expect(chips.map((chip) => chip.textContent)).toEqual(['Family', 'Travel']);
    expect(chips[1]).toHaveStyle({ backgroundColor: '#c9daf8', color: '#1c4587' });
    expect(chips[0]).toHaveStyle({ backgroundColor: '#e8eaed' });
  });

  it('shows nothing for a conversation with system labels only', () => {
    const { container } = render(<LabelChips labelIds={['INBOX', 'STARRED']} labels={[travel]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
