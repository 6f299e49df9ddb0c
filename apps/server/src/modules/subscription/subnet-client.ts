import { httpRequest } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';

/** No answer from the subscription service within this long is no answer. */
const timeoutMs = 10_000;

type Answer = { status: number; body: unknown };

/**
 * The subscription service (SUBNET, CONSOLE_SUBNET_URL) as reference A.6 documents its calls: login, a
 * license for the account, and renewing a license. Its failures are said naming its address.
 */
export class SubnetClient {
  readonly #base: URL;

  constructor(base: URL) {
    this.#base = base;
  }

  async #post(path: string, body: unknown, bearer?: string): Promise<Answer> {
    const url = new URL(
      path.replace(/^\//, ''),
      this.#base.href.endsWith('/') ? this.#base : `${this.#base.href}/`,
    );
    let status: number;
    let text: string;
    try {
      const res = await httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(bearer && { authorization: `Bearer ${bearer}` }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : ((error as { code?: string }).code ?? (error as Error).message);
      throw httpError(
        'subscriptionUnreachable',
        `The subscription service at ${this.#base.origin} cannot be reached (${reason}).`,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text.slice(0, 300);
    }
    return { status, body: parsed };
  }

  #failed(call: string, answer: Answer): never {
    throw httpError(
      'subscriptionUnreachable',
      `The subscription service at ${this.#base.origin} failed ${call}: it answered ${answer.status}.`,
      typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body).slice(0, 300),
    );
  }

  /** The account's access token; a refused email or password is the user's to correct. */
  async logIn(email: string, password: string): Promise<string> {
    const answer = await this.#post('/api/auth/login', { username: email, password });
    if (answer.status === 400 || answer.status === 401 || answer.status === 403)
      throw httpError('invalidLicense', 'The subscription service did not accept this email and password.');
    if (answer.status !== 200) this.#failed('the login', answer);
    const token = (answer.body as { token_info?: { access_token?: unknown } }).token_info?.access_token;
    if (typeof token !== 'string' || token === '') this.#failed('the login (no access token)', answer);
    return token;
  }

  /** The license the service issues for the logged-in account. */
  async licenseFor(accessToken: string): Promise<string> {
    return this.#license(
      await this.#post('/api/auth/subscription/license-key', {}, accessToken),
      'to issue a license',
    );
  }

  /** The license renewed (a new expiry, the current plan). */
  async renew(license: string): Promise<string> {
    return this.#license(
      await this.#post('/api/auth/subscription/renew-license', { license }),
      'to renew the license',
    );
  }

  #license(answer: Answer, call: string): string {
    if (answer.status === 401 || answer.status === 403 || answer.status === 404)
      throw httpError('invalidLicense', `The subscription service refused ${call} (${answer.status}).`);
    if (answer.status !== 200) this.#failed(call, answer);
    const license = (answer.body as { license?: unknown }).license;
    if (typeof license !== 'string' || license === '')
      this.#failed(`${call} (no license in its answer)`, answer);
    return license;
  }
}
