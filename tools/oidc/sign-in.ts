// Drives the provider's development login and consent pages over HTTP, as a browser would, and
// returns the redirect back to the relying party (with code and state). For server-level tests.
const maxSteps = 12;

type Jar = Map<string, string>;

function remember(jar: Jar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

function formOf(html: string, pageUrl: string): { action: string; fields: URLSearchParams } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}`);
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    if (name) fields.set(name, value ?? '');
  return { action: new URL(action.replaceAll('&amp;', '&'), pageUrl).toString(), fields };
}

/** Follows the flow from the authorization URL until the provider redirects to `redirectUri`. */
export async function signInWithDevInteractions(
  authorizationUrl: string,
  redirectUri: string,
  login: string,
): Promise<URL> {
  const jar: Jar = new Map();
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < maxSteps; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    remember(jar, response);
    const location = response.headers.get('location');
    if (location) {
      await response.body?.cancel();
      const target = new URL(location, next.url);
      if (target.toString().startsWith(redirectUri)) return target;
      next = { url: target.toString() };
      continue;
    }
    const html = await response.text();
    if (!response.ok) throw new Error(`${next.url} answered ${response.status}: ${html.slice(0, 300)}`);
    const { action, fields } = formOf(html, next.url);
    if (fields.get('prompt') === 'login') {
      fields.set('login', login);
      fields.set('password', 'any-password');
    }
    next = {
      url: action,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      },
    };
  }
  throw new Error(`The sign-in did not return to ${redirectUri} within ${maxSteps} steps`);
}
