import { SharedLoads } from './shared-loads';

/** A load the test settles by hand, recording the signal it was given. */
function manualLoad() {
  const calls: {
    signal: AbortSignal;
    resolve(value: string): void;
    reject(error: unknown): void;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { load, calls };
}

describe('SharedLoads', () => {
  it('runs one load for concurrent callers of a key, and a new one once it has settled', async () => {
    const loads = new SharedLoads<string>();
    const { load, calls } = manualLoad();
    const first = loads.run('a', load);
    const second = loads.run('a', load, new AbortController().signal);
    const other = loads.run('b', load);
    expect(calls).toHaveLength(2);
    calls[0]!.resolve('A');
    calls[1]!.resolve('B');
    await expect(Promise.all([first, second, other])).resolves.toEqual(['A', 'A', 'B']);

    const again = loads.run('a', load);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('A2');
    await expect(again).resolves.toBe('A2');
  });

  it('lets one caller give up while the others still get the result', async () => {
    const loads = new SharedLoads<string>();
    const { load, calls } = manualLoad();
    const leaving = new AbortController();
    const left = loads.run('a', load, leaving.signal);
    const staying = loads.run('a', load, new AbortController().signal);
    leaving.abort(new Error('closed the conversation'));
    await expect(left).rejects.toThrow('closed the conversation');
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.resolve('A');
    await expect(staying).resolves.toBe('A');
  });

  it('aborts the load when every caller has given up, and starts afresh for the next', async () => {
    const loads = new SharedLoads<string>();
    const { load, calls } = manualLoad();
    const one = new AbortController();
    const two = new AbortController();
    const first = loads.run('a', load, one.signal);
    const second = loads.run('a', load, two.signal);
    one.abort(new Error('gone'));
    two.abort(new Error('gone too'));
    await expect(first).rejects.toThrow('gone');
    await expect(second).rejects.toThrow('gone too');
    expect(calls[0]!.signal.aborted).toBe(true);

    const next = loads.run('a', load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('fresh');
    await expect(next).resolves.toBe('fresh');
  });

  it('never starts a load for a caller that has already given up', async () => {
    const loads = new SharedLoads<string>();
    const { load, calls } = manualLoad();
    await expect(loads.run('a', load, AbortSignal.abort(new Error('too late')))).rejects.toThrow(
      'too late',
    );
    expect(calls).toHaveLength(0);
  });

  it('hands a failure to every caller and forgets it', async () => {
    const loads = new SharedLoads<string>();
    const { load, calls } = manualLoad();
    const first = loads.run('a', load);
    const second = loads.run('a', load, new AbortController().signal);
    calls[0]!.reject(new Error('503'));
    await expect(first).rejects.toThrow('503');
    await expect(second).rejects.toThrow('503');
    void loads.run('a', load);
    expect(calls).toHaveLength(2);
  });
});
