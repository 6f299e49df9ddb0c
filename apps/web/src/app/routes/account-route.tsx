import { screens } from '@granary/contract';
import { AccountPage } from '@/features/account/components/account-page';
import { useSession } from '@/features/session/api/get-session';

const rootPasswordNote =
  "MinIO's root password is set where MinIO runs (MINIO_ROOT_PASSWORD); the console cannot change it.";

/** The change-password option is on when the session's pages hold its page key. */
export function AccountRoute() {
  const session = useSession();
  const canChangePassword = session.data?.pages.includes(screens.changePassword.page) ?? false;
  const note = session.data?.rootAccount ? rootPasswordNote : undefined;
  return <AccountPage canChangePassword={canChangePassword} {...(note && { passwordNote: note })} />;
}
