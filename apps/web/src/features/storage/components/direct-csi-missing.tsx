import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';

/** Where DirectCSI's installation is told. */
const directCsiGuide = 'https://github.com/minio/direct-csi#readme';

/** Spec 3 §2, §8: without DirectCSI there are no local drives to manage, and the page says what to install. */
export function DirectCsiMissing({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onCheckAgain}>
          Check again
        </Button>
      }
    >
      <AlertTitle>DirectCSI is not installed</AlertTitle>
      The local-drive storage driver, DirectCSI, must be installed in the cluster to manage local drives.{' '}
      <Link href={directCsiGuide} target="_blank" rel="noopener noreferrer" color="inherit">
        How to install DirectCSI
      </Link>
    </Alert>
  );
}
