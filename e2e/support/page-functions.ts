/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in a `__name(…)` helper that
 * exists only in Node; functions handed to the page need it too. Run it in the page (an init script,
 * and `page.evaluate` for a page already loaded) before any function compiled by tsx.
 */
export const NAME_HELPER = 'globalThis.__name ??= (target) => target;';
