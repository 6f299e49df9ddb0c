import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoginRequest, LoginStrategyResponse, OperatorLoginRequest } from '@granary/contract';
import { ErrorBanner } from '@/components/error-banner';
import { markLoggedIn, storeUsername } from '@/lib/current-user';
import { formatError, type ErrorMessage } from '@/lib/error-message';
import { useLoginStrategy } from '@/features/login/api/get-login-strategy';
import { useLogin } from '@/features/login/api/login';
import { useOperatorLogin } from '@/features/login/api/login-operator';
import { LoginCard } from './login-card';
import { LoginForm } from './login-form';
import { OperatorLoginForm } from './operator-login-form';
import { LoginScreen } from './login-screen';
import { StrategyError } from './strategy-error';

/** `initialError`: why the user is back here, e.g. a single sign-on that failed. */
type LoginPageProps = { onLoggedIn: () => void; initialError?: ErrorMessage };
type StrategyQuery = ReturnType<typeof useLoginStrategy>;

export function LoginPage({ onLoggedIn, initialError }: LoginPageProps) {
  const strategy = useLoginStrategy();
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<ErrorMessage | null>(initialError ?? null);

  const finish = () => {
    queryClient.clear();
    markLoggedIn();
    onLoggedIn();
  };
  const formLogin = useLogin((body) => {
    storeUsername(body.accessKey);
    finish();
  });
  const operatorLogin = useOperatorLogin(finish);
  const submitting = formLogin.isPending || operatorLogin.isPending;
  const showError = (error: unknown) => setBanner(formatError(error));

  const submitForm = (credentials: LoginRequest) => {
    setBanner(null);
    formLogin.mutate(credentials, { onError: showError });
  };
  const submitOperator = (body: OperatorLoginRequest) => {
    setBanner(null);
    operatorLogin.mutate(body, { onError: showError });
  };

  return (
    <LoginScreen>
      {banner && (
        <Box sx={{ mb: 2 }}>
          <ErrorBanner message={banner.message} detail={banner.detail} onClose={() => setBanner(null)} />
        </Box>
      )}
      <StrategyContent
        strategy={strategy}
        submitting={submitting}
        onSubmitForm={submitForm}
        onSubmitOperator={submitOperator}
      />
    </LoginScreen>
  );
}

type StrategyCardProps = {
  strategy: LoginStrategyResponse;
  submitting: boolean;
  onSubmitForm: (credentials: LoginRequest) => void;
  onSubmitOperator: (body: OperatorLoginRequest) => void;
};

function StrategyContent({
  strategy,
  ...props
}: Omit<StrategyCardProps, 'strategy'> & { strategy: StrategyQuery }) {
  if (strategy.isPending) {
    return (
      <LoginCard>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </LoginCard>
    );
  }
  if (strategy.isError) {
    return (
      <LoginCard>
        <StrategyError retrying={strategy.isFetching} onRetry={() => void strategy.refetch()} />
      </LoginCard>
    );
  }
  return <StrategyCard strategy={strategy.data} {...props} />;
}

function StrategyCard({ strategy, submitting, onSubmitForm, onSubmitOperator }: StrategyCardProps) {
  switch (strategy.loginStrategy) {
    case 'service-account':
      return (
        <LoginCard
          title="Operator Login"
          subtitle="Sign in with a Kubernetes token: kubectl create token <service account> -n <namespace>."
          busy={submitting}
        >
          <OperatorLoginForm submitting={submitting} onSubmit={onSubmitOperator} />
        </LoginCard>
      );
    case 'redirect':
      return (
        <LoginCard title="Welcome" subtitle="Sign in with your organization's identity provider.">
          <Button variant="contained" size="large" fullWidth href={strategy.redirect ?? ''}>
            Login with SSO
          </Button>
        </LoginCard>
      );
    default:
      return (
        <LoginCard
          title="Console Login"
          subtitle="Sign in with your access key and secret key."
          busy={submitting}
        >
          <LoginForm submitting={submitting} onSubmit={onSubmitForm} />
        </LoginCard>
      );
  }
}
