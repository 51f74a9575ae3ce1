import { composePopup } from '../support/compose-popup';
import { eventually } from '../support/eventually';
import { openSignedIn } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Compose's To suggestions from the People API in the default stand-in mode
// (docs/google-api.md#people-contacts): the stand-in's contacts are the people the demo user wrote to.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;
const compose = () => composePopup(page());

/** The People calls the stand-in answered: method path, query, status. */
const peopleCalls = () =>
  emulator()
    .requestLog()
    .filter((entry) => entry.path.startsWith('/v1/'))
    .map((entry) => {
      const url = new URL(entry.path, 'http://stand-in');
      return `${url.pathname} "${url.searchParams.get('query')}" ${entry.status}`;
    });

test('To suggests a contact by name, as "Name <address>", after the warm-up; picking it adds the address', async () => {
  emulator().clearRequestLog();
  await openSignedIn(page(), session.product);
  await compose().open();
  await compose().field('To').pressSequentially('watan');

  const kenji = compose().popup.getByRole('option', {
    name: 'Kenji Watanabe <kenji.watanabe@example.com>',
  });
  await kenji.waitFor();
  await expect(compose().popup.getByRole('option').first().innerText()).resolves.toBe(
    'Kenji Watanabe <kenji.watanabe@example.com>',
  );
  // The warm-up of both lists came first, then a search of what was typed when typing paused (his
  // name is in the mail loaded too, so the option may show before People answers).
  const calls = await eventually(
    async () => peopleCalls(),
    (logged) => logged.some((call) => call.startsWith('/v1/people:searchContacts "w')),
  );
  expect(calls.slice(0, 2).sort()).toEqual([
    '/v1/otherContacts:search "" 200',
    '/v1/people:searchContacts "" 200',
  ]);
  expect(calls.slice(2)).toContainEqual(
    expect.stringMatching(/^\/v1\/people:searchContacts "w\w*" 200$/),
  );

  await kenji.click();
  // The chip keeps the contact's name.
  expect(await compose().chips('To')).toEqual(['Kenji Watanabe']);
});
