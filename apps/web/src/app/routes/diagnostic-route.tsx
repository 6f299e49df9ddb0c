import { DiagnosticPage } from '@/features/diagnostic/components/diagnostic-page';

export function DiagnosticRoute() {
  return <DiagnosticPage />;
}
