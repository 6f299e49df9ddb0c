import { screens, shellRoot } from '@granary/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { OauthCallbackPage, readOauthCallbackParams } from '@/features/login/components/oauth-callback-page';
import type { ErrorMessage } from '@/lib/error-message';

export function OauthCallbackRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <OauthCallbackPage
      params={readOauthCallbackParams(search)}
      onLoggedIn={() => void navigate(shellRoot, { replace: true })}
      onFailed={(loginError: ErrorMessage) =>
        void navigate(screens.login.href(), { replace: true, state: { loginError } })
      }
    />
  );
}
