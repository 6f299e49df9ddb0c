import { AccountPage } from '@/features/account/components/account-page';
import { useSession } from '@/features/session/api/get-session';

/** The change-password option is on when the session's pages hold /account/change-password. */
export function AccountRoute() {
  const session = useSession();
  const canChangePassword = session.data?.pages.includes('/account/change-password') ?? false;
  return <AccountPage canChangePassword={canChangePassword} />;
}
