import { KmsPage } from '@/features/kms/components/kms-page';

export function KmsRoute() {
  return <KmsPage />;
}
