import { screens } from '@granary/contract';
import { useSession } from '@/features/session/api/get-session';
import { LicensePage } from '@/features/license/components/license-page';

/** In operator mode the page shows the console's license; Activate and Refresh Licence need their page grant. */
export function LicenseRoute() {
  const session = useSession().data;
  return (
    <LicensePage
      operatorMode={session?.operator ?? false}
      mayActivate={session?.pages.includes(screens.licenseActivate.page) ?? false}
    />
  );
}
