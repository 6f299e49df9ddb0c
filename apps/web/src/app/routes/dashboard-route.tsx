import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  return <DashboardPage title="Dashboard" />;
}

/** /metrics: the same dashboard; the shell leaves out the side menu. */
export function MetricsRoute() {
  return <DashboardPage title="Metrics" />;
}
