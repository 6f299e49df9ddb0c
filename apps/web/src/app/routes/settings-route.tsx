import { SettingsRoutes } from '@/features/settings/components/settings-routes';
import { useSession } from '@/features/session/api/get-session';

/** Tiers need a distributed server (spec 2 §6). */
export function SettingsRoute() {
  const session = useSession();
  return <SettingsRoutes distributedMode={session.data?.distributedMode ?? false} />;
}
