/** @jest-environment jsdom */
import { createIntegrityPlugin, scriptFileOf } from './integrity-plugin';

const pin = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const plugin = createIntegrityPlugin((file) =>
  file === 'https://cdn.example.com/calendar/remoteEntry.js' ? pin : undefined,
);
const createScript = (url: string) =>
  (plugin.createScript as (args: { url: string }) => HTMLScriptElement | undefined)({ url });

it('loads a pinned entry with its integrity and CORS, also when a retry adds a query', () => {
  for (const url of [
    'https://cdn.example.com/calendar/remoteEntry.js',
    'https://cdn.example.com/calendar/remoteEntry.js?attempt=2',
  ]) {
    const script = createScript(url);
    expect(script?.integrity).toBe(pin);
    expect(script?.crossOrigin).toBe('anonymous');
  }
});

it('leaves other scripts to the runtime', () => {
  expect(createScript('https://cdn.example.com/other/remoteEntry.js')).toBeUndefined();
});

it('names a file by its URL without query or fragment', () => {
  expect(scriptFileOf('http://a.test/x/remoteEntry.js?attempt=1#f')).toBe(
    'http://a.test/x/remoteEntry.js',
  );
});
