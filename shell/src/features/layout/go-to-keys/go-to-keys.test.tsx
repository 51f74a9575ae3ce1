import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { GO_TO_WAIT_MS } from './go-to-destinations';
import { GoToKeys } from './go-to-keys';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}

const shown = () => screen.getByRole('status', { name: 'Location' }).textContent;

function renderKeys(start = '/email/t1/m1') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <GoToKeys />
      <Location />
      <input aria-label="Search" />
      <div aria-modal="true">
        <button type="button">In a dialog</button>
      </div>
    </MemoryRouter>,
  );
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

afterEach(() => jest.useRealTimers());

it.each([
  ['i', '/'],
  ['t', '/?view=sent'],
  ['d', '/?view=drafts'],
  ['s', '/?view=starred'],
])('g then %s goes to %s', (key, path) => {
  renderKeys();
  press('g');
  press(key);
  expect(shown()).toBe(path);
});

it('takes the second key from the other screens (s would star)', () => {
  renderKeys();
  const seenByOthers = jest.fn((event: KeyboardEvent) => event.defaultPrevented);
  document.addEventListener('keydown', seenByOthers);
  press('g');
  press('s');
  document.removeEventListener('keydown', seenByOthers);
  expect(seenByOthers.mock.results.map((result) => result.value)).toEqual([true, true]);
});

it('needs the g right before: a key between forgets it', () => {
  renderKeys();
  press('g');
  press('x');
  press('t');
  expect(shown()).toBe('/email/t1/m1');
});

it('forgets a g not followed in time', () => {
  jest.useFakeTimers();
  renderKeys();
  press('g');
  act(() => jest.advanceTimersByTime(GO_TO_WAIT_MS));
  press('t');
  expect(shown()).toBe('/email/t1/m1');
});

it('does nothing while typing nor inside a dialog', () => {
  const { getByRole } = renderKeys();
  press('g', getByRole('textbox'));
  press('t', getByRole('textbox'));
  press('g', getByRole('button'));
  press('t', getByRole('button'));
  expect(shown()).toBe('/email/t1/m1');
});
