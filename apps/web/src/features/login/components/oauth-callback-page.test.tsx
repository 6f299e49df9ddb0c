import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OauthCallbackPage, readOauthCallbackParams } from './oauth-callback-page';

function renderPage(search: string, response: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  const onLoggedIn = vi.fn();
  const onFailed = vi.fn();
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <OauthCallbackPage
          params={readOauthCallbackParams(new URLSearchParams(search))}
          onLoggedIn={onLoggedIn}
          onFailed={onFailed}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { fetchMock, onLoggedIn, onFailed };
}

const ok = () => new Response(JSON.stringify({ expiresAt: new Date().toISOString() }));

describe('OauthCallbackPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the provider's error and description without calling the server", () => {
    const { fetchMock } = renderPage('error=access_denied&error_description=User+cancelled', ok());
    expect(screen.getByRole('alert').textContent).toContain('IDP Error: access_denied');
    expect(screen.getByText('User cancelled')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges code and state exactly once, then reports the login', async () => {
    const { fetchMock, onLoggedIn } = renderPage('code=abc&state=v1.1.sig', ok());
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/login/oauth2/auth');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'abc', state: 'v1.1.sig' });
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
    const { onFailed, fetchMock } = renderPage('state=x', ok());
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
