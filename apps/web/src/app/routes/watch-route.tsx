import { WatchPage } from '@/features/watch/components/watch-page';

export function WatchRoute() {
  return <WatchPage />;
}
