import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { on, type MailEventOf } from '@mail/event-bus';
import { alertCouldNotLoad, useLoadedComponent } from './use-loaded-component';

function Loaded() {
  return <p>loaded part</p>;
}

/** A part that is wanted when its button is pressed, and lets go of that when its load fails. */
function Opener({ load }: { load: () => Promise<ComponentType> }) {
  const [wanted, setWanted] = useState(false);
  const [failures, setFailures] = useState(0);
  const Part = useLoadedComponent(wanted, load, () => {
    setWanted(false);
    setFailures((count) => count + 1);
  });
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        open
      </button>
      <output>failures: {failures}</output>
      {/* eslint-disable-next-line react-hooks/static-components */}
      {wanted && Part && <Part />}
    </>
  );
}

describe('useLoadedComponent', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads nothing until wanted, then shows the part', async () => {
    const load = jest.fn(() => Promise.resolve(Loaded));
    render(<Opener load={load} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('loaded part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells the caller when the load fails, and loads again the next time the part is wanted', async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(
        Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }),
      )
      .mockResolvedValueOnce(Loaded);
    render(<Opener load={load} />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('failures: 1')).toBeTruthy();
    expect(screen.queryByText('loaded part')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError' }));

    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('loaded part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('failures: 1')).toBeTruthy();
  });
});

describe('alertCouldNotLoad', () => {
  it('raises an error alert that names the part and what to do', () => {
    const alerts: MailEventOf<'alert/show'>[] = [];
    const subscription = on('alert/show').subscribe((event) => alerts.push(event));
    alertCouldNotLoad('The menu');
    subscription.unsubscribe();
    expect(alerts).toEqual([
      {
        type: 'alert/show',
        kind: 'error',
        message: 'The menu could not load. Check your connection, then try again.',
      },
    ]);
  });
});
