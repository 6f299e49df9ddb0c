import { LicensePage } from '@/features/license/components/license-page';

export function LicenseRoute() {
  return <LicensePage />;
}
