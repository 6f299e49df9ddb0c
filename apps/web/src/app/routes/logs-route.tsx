import { logSearchFeature } from '@granary/contract';
import { LogsPage } from '@/features/logs/components/logs-page';
import { useSession } from '@/features/session/api/get-session';

export function LogsRoute() {
  const session = useSession();
  return <LogsPage logSearch={session.data?.features.includes(logSearchFeature) ?? false} />;
}
