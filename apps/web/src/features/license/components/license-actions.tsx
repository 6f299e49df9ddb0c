import Refresh from '@mui/icons-material/Refresh';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { RefusableButton } from '@/components/denied-reason';
import { licenseRefusals } from '../license-refusals';

type LicenseActionsProps = {
  mayActivate: boolean;
  licensed: boolean;
  refreshing: boolean;
  onActivate: () => void;
  onRefresh: () => void;
};

/** Operator mode's Activate and Refresh Licence (spec 3 §2, §6), each disabled saying why when it cannot. */
export function LicenseActions({
  mayActivate,
  licensed,
  refreshing,
  onActivate,
  onRefresh,
}: LicenseActionsProps) {
  const refused = mayActivate ? undefined : licenseRefusals.store;
  return (
    <>
      <RefusableButton
        variant="outlined"
        startIcon={<Refresh />}
        deniedBy={refused ?? (licensed ? undefined : licenseRefusals.nothingToRefresh)}
        loading={refreshing}
        onClick={onRefresh}
      >
        Refresh Licence
      </RefusableButton>
      <RefusableButton
        variant="contained"
        startIcon={<VerifiedOutlined />}
        deniedBy={refused}
        onClick={onActivate}
      >
        Activate
      </RefusableButton>
    </>
  );
}
