import { endpointPath, sessionEndpoints } from '@granary/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, renderWithProviders } from '@/testing/render-with-providers';
import { OauthCallbackPage, readOauthCallbackParams } from './oauth-callback-page';

function renderPage(search: string, response: Response) {
  const calls = mockApi([answer(sessionEndpoints.loginOauth2, () => response)]);
  const onLoggedIn = vi.fn();
  const onFailed = vi.fn();
  renderWithProviders(
    <OauthCallbackPage
      params={readOauthCallbackParams(new URLSearchParams(search))}
      onLoggedIn={onLoggedIn}
      onFailed={onFailed}
    />,
    '/',
    { strict: true },
  );
  return { calls, onLoggedIn, onFailed };
}

const ok = () => new Response(JSON.stringify({ expiresAt: new Date().toISOString() }));

describe('OauthCallbackPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the provider's error and description without calling the server", () => {
    const { calls } = renderPage('error=access_denied&error_description=User+cancelled', ok());
    expect(screen.getByRole('alert').textContent).toContain('IDP Error: access_denied');
    expect(screen.getByText('User cancelled')).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('exchanges code and state exactly once, then reports the login', async () => {
    const { calls, onLoggedIn } = renderPage('code=abc&state=v1.1.sig', ok());
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(endpointPath(sessionEndpoints.loginOauth2, {}));
    expect(calls[0]?.body).toEqual({ code: 'abc', state: 'v1.1.sig' });
  });

  it("passes the server's error on when the exchange fails", async () => {
    const body = { code: 'invalid_oauth_state', message: 'The sign-in took too long.', detailedMessage: '' };
    const { onFailed, onLoggedIn } = renderPage(
      'code=abc&state=x',
      new Response(JSON.stringify(body), { status: 401 }),
    );
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({ message: 'The sign-in took too long.', detail: '' }),
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('fails without a code', async () => {
    const { onFailed, calls } = renderPage('state=x', ok());
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
  });
});
