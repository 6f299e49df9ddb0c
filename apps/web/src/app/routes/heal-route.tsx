import { HealPage } from '@/features/heal/components/heal-page';

export function HealRoute() {
  return <HealPage />;
}
