import { BucketsRoutes } from '@/features/buckets/components/buckets-routes';
import { useSession } from '@/features/session/api/get-session';

/** Versioning, locking, quota and retention need a distributed server (spec 1 §6). */
export function BucketsRoute() {
  const session = useSession();
  return (
    <BucketsRoutes
      distributedMode={session.data?.distributedMode ?? false}
      pages={session.data?.pages ?? []}
    />
  );
}
