/** @jest-environment jsdom */
import { createRemoteScriptPlugin, scriptFileOf } from './remote-script-plugin';

const pin = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const plugin = createRemoteScriptPlugin((file) =>
  file === 'https://cdn.example.com/calendar/remoteEntry.js' ? pin : undefined,
);
const createScript = (url: string, attrs?: Record<string, unknown>) =>
  (
    plugin.createScript as (args: {
      url: string;
      attrs?: Record<string, unknown>;
    }) => HTMLScriptElement
  )({ url, ...(attrs ? { attrs } : {}) });

it('loads a pinned entry with its integrity and CORS, also when a retry adds a query', () => {
  for (const url of [
    'https://cdn.example.com/calendar/remoteEntry.js',
    'https://cdn.example.com/calendar/remoteEntry.js?attempt=2',
  ]) {
    const script = createScript(url);
    expect(script.src).toBe(url);
    expect(script.integrity).toBe(pin);
    expect(script.crossOrigin).toBe('anonymous');
  }
});

it("loads an unpinned script as asked, with the runtime's attributes", () => {
  const script = createScript('https://cdn.example.com/other/remoteEntry.js', {
    type: 'text/javascript',
    async: true,
  });
  expect(script.hasAttribute('integrity')).toBe(false);
  expect(script.getAttribute('type')).toBe('text/javascript');
  expect(script.async).toBe(true);
});

it('names a file by its URL without query or fragment', () => {
  expect(scriptFileOf('http://a.test/x/remoteEntry.js?attempt=1#f')).toBe(
    'http://a.test/x/remoteEntry.js',
  );
});
