import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DeleteButton } from '@/components/denied-reason';
import { EntityHeader } from '@/components/entity-header';
import { notAllowedText } from '@/lib/has-permission';
import type { BucketAccess } from '@granary/contract';

const capitalised = (access: BucketAccess) => access.charAt(0) + access.slice(1).toLowerCase();

type BucketDetailHeaderProps = {
  name: string;
  access: BucketAccess | undefined;
  /** The bucket could not be read (the page says why): no access level to wait for. */
  failed: boolean;
  /** The policy does not allow reading the bucket's access: said in its place. */
  notAllowed: boolean;
  refreshing: boolean;
  onDelete: () => void;
  onRefresh: () => void;
  /** The policy refuses deleting the bucket: Delete is disabled and says why. */
  deleteDenied: string | undefined;
};

/** The bucket's name, 'Access: ' with its level, and the Delete and Refresh buttons. */
export function BucketDetailHeader({
  name,
  access,
  failed,
  notAllowed,
  refreshing,
  onDelete,
  onRefresh,
  deleteDenied,
}: BucketDetailHeaderProps) {
  return (
    <EntityHeader icon={<Inventory2Outlined />}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="bucket-access">
          Access:{' '}
          {access ? (
            capitalised(access)
          ) : notAllowed ? (
            notAllowedText
          ) : failed ? (
            '—'
          ) : (
            <Skeleton variant="text" width={60} sx={{ display: 'inline-block' }} />
          )}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<Refresh />} loading={refreshing} onClick={onRefresh}>
        Refresh
      </Button>
      <DeleteButton deniedBy={deleteDenied} onClick={onDelete}>
        Delete
      </DeleteButton>
    </EntityHeader>
  );
}
