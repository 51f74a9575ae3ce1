import type { CalendarEmbedMount, CalendarEmbedOptions } from '@mail/contracts';
import { lazyMount } from './lazy-mount';

const options: CalendarEmbedOptions = {
  getAccessToken: () => 'token',
  api: { calendar: 'http://localhost:3100' },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyMount', () => {
  it('checks its arguments before anything loads', () => {
    const load = jest.fn();
    const mount = lazyMount(load);
    expect(() =>
      mount(document.createElement('div'), {
        ...options,
        api: { calendar: 'javascript:alert(1)' },
      }),
    ).toThrow(TypeError);
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts once the calendar has loaded, and unmounts it', async () => {
    const unmountInner = jest.fn();
    const innerMount = jest.fn<() => void, Parameters<CalendarEmbedMount>>(() => unmountInner);
    const element = document.createElement('div');
    const unmount = lazyMount(async () => innerMount)(element, options);
    await settle();
    expect(innerMount).toHaveBeenCalledWith(element, options);
    unmount();
    expect(unmountInner).toHaveBeenCalledTimes(1);
  });

  it('never mounts when unmounted before the calendar has loaded', async () => {
    const loading = deferred<CalendarEmbedMount>();
    const innerMount = jest.fn();
    const unmount = lazyMount(() => loading.promise)(document.createElement('div'), options);
    unmount();
    loading.resolve(innerMount);
    await settle();
    expect(innerMount).not.toHaveBeenCalled();
  });

  it('says so in the element when the calendar cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    lazyMount(() => Promise.reject(new Error('chunk failed')))(element, options);
    await settle();
    expect(element).toHaveTextContent('The calendar could not be loaded.');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
