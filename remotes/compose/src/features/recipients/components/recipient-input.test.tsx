import { createRef, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterSeeing, afterWriting } from '@mail/gmail-client/rules';
import { CONTACT_SEARCH_DELAY_MS, type SearchContacts } from '../hooks/use-contact-search';
import type { Correspondents } from '../hooks/use-correspondents';
import { RecipientInput } from './recipient-input';

const KNOWN = [
  'ann@example.org',
  'bob@example.org',
  'carol@example.org',
  'dave@example.org',
  'erin@example.org',
  'frank@example.org',
  'grace@other.net',
];

/** Addresses seen in mail, the first most recently: ranked in the order given. */
const seenInMail = (addresses: readonly string[], ownAddresses: string[] = []): Correspondents => ({
  correspondents: addresses.map((email, index) =>
    afterSeeing(undefined, { name: '', email }, 1_000_000 - index),
  ),
  ownAddresses,
  now: 1_000_000,
});

/** Holds the chips as the compose popup would, and reports each change. */
function Harness({
  initial = [],
  known = KNOWN,
  people,
  onChips,
  searchContacts,
  onAllowContacts,
}: {
  initial?: readonly string[];
  known?: readonly string[];
  /** Instead of `known`: people written to, and the user's own addresses. */
  people?: Correspondents;
  onChips?: (chips: readonly string[]) => void;
  searchContacts?: SearchContacts;
  onAllowContacts?: () => void;
}) {
  const [chips, setChips] = useState(initial);
  // Made once, as the form reads them once.
  const [correspondents] = useState(() => people ?? seenInMail(known));
  return (
    <RecipientInput
      label="To"
      chips={chips}
      known={correspondents}
      searchContacts={searchContacts}
      onAllowContacts={onAllowContacts}
      onChange={(next) => {
        setChips(next);
        onChips?.(next);
      }}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onChips = jest.fn();
  render(<Harness {...props} onChips={onChips} />);
  return { user, onChips, input: screen.getByRole('combobox', { name: 'To' }) };
}

const chipTexts = () =>
  within(screen.getByRole('list', { name: 'To recipients' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('RecipientInput', () => {
  it('Enter adds the typed value as a chip and empties the field', async () => {
    const { user, input } = setup();
    await user.type(input, 'zed@x.org{Enter}');
    expect(chipTexts()).toEqual(['zed@x.org']);
    expect(input).toHaveValue('');
  });

  it('a comma adds the typed value as a chip', async () => {
    const { user, input } = setup();
    await user.type(input, 'zed@x.org,');
    expect(chipTexts()).toEqual(['zed@x.org']);
    expect(input).toHaveValue('');
  });

  it('keeps typed names, a quoted comma, and semicolons between entries', async () => {
    const { user, input, onChips } = setup();
    await user.type(input, '"Watanabe, Kenji" <kenji@x.org>; Ann Lee <ann@x.org>{Enter}');
    expect(chipTexts()).toEqual(['Watanabe, Kenji', 'Ann Lee']);
    expect(onChips).toHaveBeenLastCalledWith([
      '"Watanabe, Kenji" <kenji@x.org>',
      'Ann Lee <ann@x.org>',
    ]);
    expect(
      screen.getAllByRole('listitem').filter((chip) => chip.hasAttribute('aria-invalid')),
    ).toEqual([]);
  });

  it('a pasted column of addresses becomes one chip each', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('a@x.org\nBo <b@y.org>, c@z.org; d@w.org');
    expect(chipTexts()).toEqual(['a@x.org', 'Bo', 'c@z.org', 'd@w.org']);
    expect(input).toHaveValue('');
  });

  it('trims the typed value', async () => {
    const { user, input } = setup();
    await user.type(input, '   zed@x.org  {Enter}');
    expect(chipTexts()).toEqual(['zed@x.org']);
  });

  it('ignores an address already added in another case', async () => {
    const { user, input, onChips } = setup({ initial: ['zed@x.org'] });
    await user.type(input, 'ZED@X.org{Enter}');
    expect(chipTexts()).toEqual(['zed@x.org']);
    expect(onChips).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  it('Enter on an empty field adds nothing', async () => {
    const { user, input, onChips } = setup();
    await user.type(input, '   {Enter}');
    expect(chipTexts()).toEqual([]);
    expect(onChips).not.toHaveBeenCalled();
  });

  it('Backspace on an empty field removes the last chip', async () => {
    const { user, input } = setup({ initial: ['a@x.org', 'b@x.org'] });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(chipTexts()).toEqual(['a@x.org']);
  });

  it('Backspace with text typed edits the text and keeps the chips', async () => {
    const { user, input, onChips } = setup({ initial: ['a@x.org'] });
    await user.type(input, 'bo{Backspace}');
    expect(input).toHaveValue('b');
    expect(chipTexts()).toEqual(['a@x.org']);
    expect(onChips).not.toHaveBeenCalled();
  });

  it('pasting a comma-separated list makes a chip of each and leaves the field empty', async () => {
    const { user, input } = setup({ initial: ['b@y.org'] });
    await user.click(input);
    await user.paste('a@x.org, B@y.org,c@z.org');
    expect(chipTexts()).toEqual(['b@y.org', 'a@x.org', 'c@z.org']);
    expect(input).toHaveValue('');
  });

  it('marks a chip that is not an address as invalid', async () => {
    const { user, input } = setup();
    await user.type(input, 'ann@example.org{Enter}not-an-address{Enter}');
    const [valid, invalid] = within(
      screen.getByRole('list', { name: 'To recipients' }),
    ).getAllByRole('listitem');
    expect(invalid).toHaveClass('cp-chip--invalid');
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAttribute('title', 'Invalid email address');
    expect(valid).not.toHaveClass('cp-chip--invalid');
    expect(valid).not.toHaveAttribute('aria-invalid');
    expect(valid).not.toHaveAttribute('title');
  });

  it('shows each address in a bdi', async () => {
    const { user, input } = setup();
    await user.type(input, 'zed@x.org{Enter}');
    expect(screen.getByText('zed@x.org').tagName).toBe('BDI');
  });

  it('shows the bidi controls of an address as markers, in the chip and its Remove button', () => {
    setup({ initial: ['moc.lapyap\u202e@x.org'] });
    expect(screen.getByText('moc.lapyap[U+202E]@x.org').tagName).toBe('BDI');
    expect(
      screen.getByRole('button', { name: 'Remove moc.lapyap[U+202E]@x.org' }),
    ).toBeInTheDocument();
  });

  it('leaving the field turns the typed text into a chip', async () => {
    const { user, input } = setup();
    await user.type(input, ' zed@x.org ');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(chipTexts()).toEqual(['zed@x.org']);
    expect(input).toHaveValue('');
  });

  it('suggests up to five known addresses containing the text in any case, minus chips', async () => {
    const { user, input } = setup({ initial: ['BOB@example.org'] });
    // Six known addresses other than bob contain an "e"; the sixth, grace, is cut.
    await user.type(input, 'E');
    expect(optionTexts()).toEqual([
      'ann@example.org',
      'carol@example.org',
      'dave@example.org',
      'erin@example.org',
      'frank@example.org',
    ]);
    await user.clear(input);
    await user.type(input, 'Other');
    expect(optionTexts()).toEqual(['grace@other.net']);
  });

  it('shows no list before anything is typed or when nothing matches', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'nobody');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown and ArrowUp move the active option, wrapping, and Enter picks it', async () => {
    const { user, input } = setup({ known: ['amy@x.org', 'ben@x.org', 'cat@x.org'] });
    await user.type(input, 'X.');
    expect(optionTexts()).toEqual(['amy@x.org', 'ben@x.org', 'cat@x.org']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('cat@x.org');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('amy@x.org');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('cat@x.org');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chipTexts()).toEqual(['ben@x.org']);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Tab picks the active option with its name and keeps the focus; without one it passes on', async () => {
    const kenji = { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' };
    const { user, input } = setup({
      people: { correspondents: [afterSeeing(undefined, kenji, 1)], ownAddresses: [], now: 2 },
    });
    await user.type(input, 'Kenji W');
    await user.keyboard('{ArrowDown}{Tab}');
    expect(chipTexts()).toEqual(['Kenji Watanabe']);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    await user.keyboard('{Tab}');
    expect(input).not.toHaveFocus();
  });

  it('announces how many suggestions show, and nothing once the list closes', async () => {
    const { user, input } = setup();
    const status = screen.getByRole('status');
    await user.type(input, 'example');
    expect(status).toHaveTextContent('5 suggestions');
    await user.clear(input);
    await user.type(input, 'grace');
    expect(status).toHaveTextContent('1 suggestion');
    await user.keyboard('{Escape}');
    expect(status).toHaveTextContent('');
  });

  it("ranks the people written to first and never suggests the user's own address", async () => {
    const { user, input } = setup({
      people: {
        correspondents: [
          afterSeeing(undefined, { name: 'Me', email: 'me@example.org' }, 9),
          afterSeeing(undefined, { name: '', email: 'ann@example.org' }, 8),
          afterWriting(undefined, { name: 'Bob Stone', email: 'bob@example.org' }, 1),
        ],
        ownAddresses: ['ME@example.org'],
        now: 10,
      },
    });
    await user.type(input, 'example');
    expect(optionTexts()).toEqual(['Bob Stone <bob@example.org>', 'ann@example.org']);
  });

  it('Enter with no active option adds the typed text, not a suggestion', async () => {
    const { user, input } = setup();
    await user.type(input, 'ann{Enter}');
    expect(chipTexts()).toEqual(['ann']);
  });

  it('a click on a suggestion picks it and keeps the focus in the field', async () => {
    const { user, input } = setup();
    await user.type(input, 'gr');
    await user.click(screen.getByRole('option', { name: 'grace@other.net' }));
    expect(chipTexts()).toEqual(['grace@other.net']);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
  });

  it('Escape closes an open list without reaching the popup; otherwise it passes on', async () => {
    const user = userEvent.setup();
    const onPopupKey = jest.fn();
    render(
      <div onKeyDown={(event) => onPopupKey(event.key)}>
        <Harness />
      </div>,
    );
    const input = screen.getByRole('combobox', { name: 'To' });
    await user.type(input, 'ann');
    onPopupKey.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('ann');
    expect(onPopupKey).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onPopupKey).toHaveBeenCalledWith('Escape');
  });

  it('ArrowDown reopens the list after Escape, and typing shows it again', async () => {
    const { user, input } = setup();
    await user.type(input, 'example{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('ann@example.org');
    await user.keyboard('{Escape}');
    await user.type(input, '.');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('the remove button removes its chip and returns the focus to the field', async () => {
    const { user, input } = setup({ initial: ['a@x.org', 'b@x.org', 'c@x.org'] });
    await user.click(screen.getByRole('button', { name: 'Remove b@x.org' }));
    expect(chipTexts()).toEqual(['a@x.org', 'c@x.org']);
    expect(input).toHaveFocus();
  });

  it('is a combobox named by its label that points at its listbox and active option', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('To', { selector: 'label' })).toBeVisible();

    await user.type(input, 'example');
    const listbox = screen.getByRole('listbox', { name: 'To suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(within(listbox).getAllByRole('option', { selected: false })).toHaveLength(5);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'bob@example.org' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(screen.getAllByRole('option', { selected: true })).toEqual([active]);
  });

  it('gives each input its own ids', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <Harness />
      </>,
    );
    const [first, second] = screen.getAllByRole('combobox', { name: 'To' });
    await user.type(first!, 'ann');
    const firstId = screen.getByRole('listbox').id;
    // Moving to the second field makes a chip of "ann" and closes the first list.
    await user.type(second!, 'bob');
    const secondId = screen.getByRole('listbox').id;
    expect(secondId).not.toBe(firstId);
    expect(second).toHaveAttribute('aria-controls', secondId);
  });

  it('hands its text field to inputRef and focuses it on a press beside the chips', async () => {
    const inputRef = createRef<HTMLInputElement>();
    const user = userEvent.setup();
    const { container } = render(
      <RecipientInput
        label="Cc"
        chips={['a@x.org']}
        onChange={() => {}}
        known={seenInMail([])}
        inputRef={inputRef}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Cc' });
    expect(inputRef.current).toBe(input);
    expect(screen.getByRole('list', { name: 'Cc recipients' })).toBeInTheDocument();
    await user.click(container.querySelector<HTMLElement>('.cp-recipients__field')!);
    expect(input).toHaveFocus();
  });
});

describe('RecipientInput with People', () => {
  const KENJI = { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setupPeople(props: Parameters<typeof Harness>[0]) {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Harness {...props} />);
    return { user, input: screen.getByRole('combobox', { name: 'To' }) };
  }
  const pause = () =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(CONTACT_SEARCH_DELAY_MS);
    });

  it('asks once typing pauses, and lists contacts first with their names, each address once', async () => {
    const searchContacts = jest.fn<ReturnType<SearchContacts>, Parameters<SearchContacts>>(
      async () => [KENJI],
    );
    const { user, input } = setupPeople({
      known: ['kenji.watanabe@example.com', 'ken@example.org'],
      searchContacts,
    });
    await user.type(input, 'ken');
    // Typing is not held up: the mail addresses show before People is asked.
    expect(optionTexts()).toEqual(['kenji.watanabe@example.com', 'ken@example.org']);
    expect(searchContacts).not.toHaveBeenCalled();
    await pause();
    expect(searchContacts).toHaveBeenCalledTimes(1);
    expect(searchContacts).toHaveBeenCalledWith('ken', expect.any(AbortSignal));
    expect(optionTexts()).toEqual([
      'Kenji Watanabe <kenji.watanabe@example.com>',
      'ken@example.org',
    ]);
    // The chip shows the name and keeps it for the sent header.
    await user.click(screen.getByRole('option', { name: /Kenji Watanabe/ }));
    expect(chipTexts()).toEqual(['Kenji Watanabe']);
    expect(screen.getByRole('listitem')).toHaveAttribute(
      'title',
      'Kenji Watanabe <kenji.watanabe@example.com>',
    );
  });

  it('aborts the call of a text typed on, and asks for the newer text', async () => {
    const signals: AbortSignal[] = [];
    const searchContacts: SearchContacts = (_query, signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    };
    const { user, input } = setupPeople({ searchContacts });
    await user.type(input, 'ke');
    await pause();
    await user.type(input, 'n');
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    await pause();
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('without access, offers it under the suggestions, whether anything matches or not', async () => {
    const onAllowContacts = jest.fn();
    const { user, input } = setupPeople({ onAllowContacts });
    await user.type(input, 'nobody');
    // No match from mail: no listbox, the offer alone.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Allow access to your contacts for better suggestions')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(onAllowContacts).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('nobody');
    await user.clear(input);
    await user.type(input, 'ann');
    expect(optionTexts()).toEqual(['ann@example.org']);
    expect(screen.getByRole('button', { name: 'Allow' })).toBeVisible();
  });

  it('Tab reaches the Allow button and keeps the text typed', async () => {
    const onAllowContacts = jest.fn();
    const { user, input } = setupPeople({ onAllowContacts });
    await user.type(input, 'nobody');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Allow' })).toHaveFocus();
    expect(input).toHaveValue('nobody');
    await user.keyboard('{Enter}');
    expect(onAllowContacts).toHaveBeenCalledTimes(1);
  });

  it('Escape hides the offer without reaching the popup', async () => {
    const onPopupKey = jest.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(
      <div onKeyDown={(event) => onPopupKey(event.key)}>
        <Harness onAllowContacts={() => undefined} />
      </div>,
    );
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'nobody');
    onPopupKey.mockClear();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(onPopupKey).not.toHaveBeenCalled();
  });
});
