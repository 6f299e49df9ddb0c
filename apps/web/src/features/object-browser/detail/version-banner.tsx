import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ObjectEntry, ObjectInfo } from '@granary/contract';
import { screens } from '@granary/contract';
import { Link as RouterLink } from 'react-router';
import { versionPosition } from './version-numbers';

type VersionBannerProps = {
  bucket: string;
  objectKey: string;
  /** The version named in the route; undefined on the current object's page. */
  versionId: string | undefined;
  info: ObjectInfo | undefined;
  versions: ObjectEntry[] | undefined;
  /** The version shown is the one in force at the rewind date. */
  rewound: boolean;
};

function rewindText(info: ObjectInfo | undefined): string {
  return info?.is_delete_marker
    ? 'At the rewind date this object was deleted: its version then was a delete marker.'
    : 'This is the version that was current at the rewind date.';
}

/** Which version a version's page (or a rewound page) shows, and the way back to the current one. */
export function VersionBanner({ bucket, objectKey, versionId, info, versions, rewound }: VersionBannerProps) {
  if (versionId === undefined && !rewound) return null;
  const shownId = info?.version_id ?? versionId ?? '';
  const position = versions && versionPosition(versions, shownId);
  return (
    <Alert
      role="status"
      aria-label="Version shown"
      severity={info?.is_delete_marker ? 'warning' : 'info'}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
      action={
        versionId !== undefined && (
          <Button
            component={RouterLink}
            to={screens.objectBrowser.location.href({ bucket, prefix: objectKey })}
            color="inherit"
            size="small"
          >
            Show current version
          </Button>
        )
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        {position && (
          <Chip
            size="small"
            color={position.latest ? 'success' : 'default'}
            label={position.latest ? 'Current version' : 'Past version'}
          />
        )}
        <Typography variant="body2" component="span">
          {position ? `v${position.number} of ${position.count}` : 'Version'} ·{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {shownId}
          </Box>
        </Typography>
      </Box>
      {rewound && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {rewindText(info)}
        </Typography>
      )}
    </Alert>
  );
}
