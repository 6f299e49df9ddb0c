import { shellRoot } from '@granary/contract';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from '@/features/login/components/login-page';
import type { ErrorMessage } from '@/lib/error-message';

function loginErrorFrom(state: unknown): ErrorMessage | undefined {
  const error = (state as { loginError?: Partial<ErrorMessage> } | null)?.loginError;
  if (typeof error?.message !== 'string') return undefined;
  return { message: error.message, detail: typeof error.detail === 'string' ? error.detail : '' };
}

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <LoginPage
      initialError={loginErrorFrom(location.state)}
      onLoggedIn={() => void navigate(shellRoot, { replace: true })}
    />
  );
}
