/**
 * How the user's browser shows things, as a cookie the web app writes and the server reads: with it the
 * server draws a deep link's first rows (dates in the user's zone, the chosen colours, the side menu
 * open or closed) the way the app will draw them a moment later.
 */
export const VIEW_COOKIE = 'granary_view';

export const colorModes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof colorModes)[number];

export type ViewPreferences = {
  /** An IANA time zone ('Europe/Berlin'). */
  timeZone: string;
  /** A BCP 47 language tag ('en-US'). */
  locale: string;
  colorMode: ColorMode;
  menuOpen: boolean;
};

/** Every date-time Granary shows, in the user's locale: "Nov 24, 2026, 3:04 PM". */
export const dateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** The same with seconds, for records of events (audit, logs, watch). */
export const dateTimeSecondsStyle = { dateStyle: 'medium', timeStyle: 'medium' } as const;

export function encodeViewCookie(view: ViewPreferences): string {
  return new URLSearchParams({
    tz: view.timeZone,
    lang: view.locale,
    scheme: view.colorMode,
    menu: view.menuOpen ? '1' : '0',
  }).toString();
}

const isColorMode = (value: string | null): value is ColorMode => colorModes.some((mode) => mode === value);

/** Whether Intl accepts the zone and the locale: the cookie is the browser's to change. */
function formatterFor(locale: string, timeZone: string): Intl.DateTimeFormat | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { ...dateTimeStyle, timeZone });
  } catch {
    return undefined;
  }
}

/** The cookie's preferences, or undefined when it is missing or any part of it is not valid. */
export function parseViewCookie(value: string | undefined): ViewPreferences | undefined {
  if (!value || value.length > 300) return undefined;
  const fields = new URLSearchParams(value);
  const [timeZone, locale, menu] = ['tz', 'lang', 'menu'].map((key) => fields.get(key));
  const colorMode = fields.get('scheme');
  if (!timeZone || !locale || !isColorMode(colorMode) || (menu !== '1' && menu !== '0')) return undefined;
  if (!formatterFor(locale, timeZone)) return undefined;
  return { timeZone, locale, colorMode, menuOpen: menu === '1' };
}
