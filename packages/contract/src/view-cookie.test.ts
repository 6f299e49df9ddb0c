import { describe, expect, it } from 'vitest';
import { encodeViewCookie, parseViewCookie, type ViewPreferences } from './view-cookie.ts';

const view: ViewPreferences = {
  timeZone: 'America/New_York',
  locale: 'en-US',
  colorMode: 'dark',
  menuOpen: true,
};

describe('the view cookie', () => {
  it('reads back what the app wrote, also after the browser decoded it', () => {
    const written = encodeViewCookie(view);
    expect(parseViewCookie(written)).toEqual(view);
    expect(parseViewCookie(decodeURIComponent(written))).toEqual(view);
    expect(parseViewCookie(encodeViewCookie({ ...view, colorMode: 'system', menuOpen: false }))).toEqual({
      ...view,
      colorMode: 'system',
      menuOpen: false,
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['an unknown zone', 'tz=Nowhere%2FLand&lang=en-US&scheme=dark&menu=1'],
    ['a malformed locale', 'tz=UTC&lang=%3Cscript%3E&scheme=dark&menu=1'],
    ['an unknown colour mode', 'tz=UTC&lang=en-US&scheme=sepia&menu=1'],
    ['a menu flag that is neither 0 nor 1', 'tz=UTC&lang=en-US&scheme=dark&menu=yes'],
    ['a missing field', 'tz=UTC&lang=en-US&scheme=dark'],
    ['an oversized value', `tz=UTC&lang=en-US&scheme=dark&menu=1&x=${'a'.repeat(400)}`],
  ])('is ignored with %s', (_case, value) => {
    expect(parseViewCookie(value)).toBeUndefined();
  });
});
