import { TracePage } from '@/features/trace/components/trace-page';

export function TraceRoute() {
  return <TracePage />;
}
