import { meetJoinUrl, webUrl, zoomJoinUrl } from './links';

describe('a location as a link (webUrl)', () => {
  it.each([
    ['https://meet.example.com/room-4', 'https://meet.example.com/room-4'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/a?b=c  ', 'https://example.com/a?b=c'],
    ['HTTPS://EXAMPLE.COM/X', 'https://example.com/X'],
  ])('links %j', (location, href) => {
    expect(webUrl(location)).toBe(href);
  });

  it.each([
    ['Room 4, 2nd floor'],
    ['www.example.com'],
    ['example.com/path'],
    ['javascript:alert(1)'],
    ['ftp://files.example.com'],
    ['mailto:someone@example.com'],
    ['https://example.com and the café'],
    ['Office – https://example.com'],
    ['https://'],
    [''],
    [undefined],
  ])('keeps %j as text', (location) => {
    expect(webUrl(location)).toBeNull();
  });
});

describe('zoomJoinUrl', () => {
  it('finds an entry point on the Zoom host or its subdomains', () => {
    expect(zoomJoinUrl(['https://zoom.us/j/123'])).toBe('https://zoom.us/j/123');
    expect(zoomJoinUrl(['tel:+1-555-0100', 'https://us02web.zoom.us/j/8765?pwd=abc'])).toBe(
      'https://us02web.zoom.us/j/8765?pwd=abc',
    );
  });

  it('ignores other hosts, even ones that mention zoom.us', () => {
    expect(zoomJoinUrl([])).toBeNull();
    expect(zoomJoinUrl(['https://meet.google.com/abc-defg-hij'])).toBeNull();
    expect(zoomJoinUrl(['https://zoom.us.evil.example/j/1'])).toBeNull();
    expect(zoomJoinUrl(['https://evil.example/?next=zoom.us'])).toBeNull();
    expect(zoomJoinUrl(['https://notzoom.us/j/1'])).toBeNull();
    expect(zoomJoinUrl(['javascript://zoom.us/%0aalert(1)'])).toBeNull();
  });

  it('requires https: a plain-http entry point on Zoom is no join link', () => {
    expect(zoomJoinUrl(['http://zoom.us/j/123'])).toBeNull();
    expect(zoomJoinUrl(['http://us02web.zoom.us/j/123', 'https://zoom.us/j/9'])).toBe(
      'https://zoom.us/j/9',
    );
    expect(zoomJoinUrl(['https://zoom.us@evil.example/j/1'])).toBeNull();
    expect(zoomJoinUrl(['https://user:pw@zoom.us/j/1'])).toBeNull();
  });
});

describe('meetJoinUrl', () => {
  it('accepts an https link on meet.google.com', () => {
    expect(meetJoinUrl('https://meet.google.com/abc-defg-hij')).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
    expect(meetJoinUrl('HTTPS://MEET.GOOGLE.COM/abc-defg-hij')).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
  });

  it.each([
    ['https://meet.google.com.evil.test/abc-defg-hij'],
    ['https://evil.meet.google.com/abc'],
    ['https://evil.test/meet.google.com/abc'],
    ['https://meet.google.com@evil.test/abc'],
    ['http://meet.google.com/abc-defg-hij'],
    ['javascript://meet.google.com/%0aalert(1)'],
    ['meet.google.com/abc-defg-hij'],
    [''],
    [undefined],
  ])('refuses %j', (link) => {
    expect(meetJoinUrl(link)).toBeNull();
  });
});

describe('webUrl', () => {
  it('accepts only a single http(s) URL', () => {
    expect(webUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(webUrl('data:text/html,<script>')).toBeNull();
  });
});
