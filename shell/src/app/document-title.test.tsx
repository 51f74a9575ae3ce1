import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './document-title';

describe('document title', () => {
  it('names what the screen shows, then the product', () => {
    expect(documentTitle('Important')).toBe('Important – Mail');
    expect(documentTitle('Search: from:anna')).toBe('Search: from:anna – Mail');
    expect(documentTitle()).toBe('Mail');
  });

  it('follows the screen and goes back to "Mail" when the screen goes', () => {
    const { result, unmount } = renderHook(() => useDocumentTitle());
    result.current('Sent Emails');
    expect(document.title).toBe('Sent Emails – Mail');
    unmount();
    expect(document.title).toBe('Mail');
  });
});
