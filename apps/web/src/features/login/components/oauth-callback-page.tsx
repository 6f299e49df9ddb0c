import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clearLogin, markLoggedIn } from '@/lib/current-user';
import { formatError, type ErrorMessage } from '@/lib/error-message';
import { useOauth2Login } from '@/features/login/api/login-oauth2';
import { LoginCard } from './login-card';
import { LoginScreen } from './login-screen';

/** What the identity provider put in the /oauth_callback query string. */
export type OauthCallbackParams = { code: string; state: string; error: string; errorDescription: string };

export function readOauthCallbackParams(search: URLSearchParams): OauthCallbackParams {
  return {
    code: search.get('code') ?? '',
    state: search.get('state') ?? '',
    error: search.get('error') ?? '',
    errorDescription: search.get('error_description') ?? '',
  };
}

type OauthCallbackPageProps = {
  params: OauthCallbackParams;
  onLoggedIn: () => void;
  onFailed: (error: ErrorMessage) => void;
};

export function OauthCallbackPage({ params, onLoggedIn, onFailed }: OauthCallbackPageProps) {
  if (params.error) return <IdpError error={params.error} description={params.errorDescription} />;
  return <CodeExchange params={params} onLoggedIn={onLoggedIn} onFailed={onFailed} />;
}

function IdpError({ error, description }: { error: string; description: string }) {
  return (
    <LoginScreen>
      <LoginCard title="Single sign-on failed">
        <Box role="alert" sx={{ mb: 3 }}>
          <Typography sx={{ wordBreak: 'break-word' }}>
            <Box component="strong">IDP Error:</Box> {error}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
              {description}
            </Typography>
          )}
        </Box>
        <Button variant="contained" fullWidth href="login">
          Back to login
        </Button>
      </LoginCard>
    </LoginScreen>
  );
}

function CodeExchange({ params, onLoggedIn, onFailed }: OauthCallbackPageProps) {
  const queryClient = useQueryClient();
  const exchange = useOauth2Login();
  // The code is single-use: the exchange must run once even when effects run twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!params.code || !params.state) {
      onFailed({ message: 'The identity provider returned no sign-in code. Sign in again.', detail: '' });
      return;
    }
    exchange.mutate(
      { code: params.code, state: params.state },
      {
        onSuccess: () => {
          queryClient.clear();
          clearLogin();
          markLoggedIn();
          onLoggedIn();
        },
        onError: (error) => onFailed(formatError(error)),
      },
    );
  }, [exchange, params, queryClient, onLoggedIn, onFailed]);

  return (
    <LoginScreen>
      <LoginCard title="Signing in" subtitle="Completing single sign-on…" busy>
        <Box sx={{ minHeight: 8 }} />
      </LoginCard>
    </LoginScreen>
  );
}
