import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import History from '@mui/icons-material/History';
import Refresh from '@mui/icons-material/Refresh';
import UploadFile from '@mui/icons-material/UploadFile';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { DeleteButton, DeniedReason } from '@/components/denied-reason';
import { SearchField } from '@/components/search-field';

type FolderToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  onUpload: (files: File[]) => void;
  onCreateFolder: () => void;
  onRewind: () => void;
  /** The bucket keeps versions, so it can be rewound. */
  canRewind: boolean;
  /** Rewind is on: create, upload and refresh are disabled (spec 1 §2.8). */
  rewinding: boolean;
  /** Why the user's policy refuses writing, deleting or reading versioning here: those buttons say it, disabled. */
  denied: FolderDenials;
};

type FolderDenials = {
  write?: string | undefined;
  delete?: string | undefined;
  versioning?: string | undefined;
};

function RewindButton({
  canRewind,
  rewinding,
  onRewind,
  versioningDenied,
}: Pick<FolderToolbarProps, 'canRewind' | 'rewinding' | 'onRewind'> & {
  versioningDenied: string | undefined;
}) {
  const button = (
    <Badge color="warning" variant="dot" invisible={!rewinding} overlap="rectangular">
      <Button variant="outlined" startIcon={<History />} disabled={!canRewind} onClick={onRewind}>
        Rewind
      </Button>
    </Badge>
  );
  if (canRewind) return button;
  // Unreadable versioning is not an unversioned bucket: say which it is.
  return (
    <DeniedReason deniedBy={versioningDenied ?? 'Rewind needs a versioned bucket'}>{button}</DeniedReason>
  );
}

/** 'Search Objects', Create Folder, Upload (many files), Rewind, Refresh and Delete Selected (spec 1 §2.8). */
export function FolderToolbar(props: FolderToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const { rewinding, denied } = props;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 200px', maxWidth: { sm: 320 } }}>
        <SearchField label="Search Objects" value={props.search} onChange={props.onSearch} fullWidth />
      </Box>
      <Box sx={{ flex: '1 1 0px' }} />
      <DeleteButton
        deniedBy={denied.delete}
        disabled={props.selectedCount === 0 || rewinding}
        onClick={props.onDeleteSelected}
      >
        Delete Selected
      </DeleteButton>
      <RewindButton
        canRewind={props.canRewind}
        rewinding={rewinding}
        onRewind={props.onRewind}
        versioningDenied={denied.versioning}
      />
      <Tooltip title="Refresh">
        <span>
          <IconButton
            aria-label="Refresh"
            loading={props.refreshing}
            disabled={rewinding}
            onClick={props.onRefresh}
          >
            <Refresh />
          </IconButton>
        </span>
      </Tooltip>
      <DeniedReason deniedBy={denied.write}>
        <>
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlined />}
            disabled={rewinding || Boolean(denied.write)}
            onClick={props.onCreateFolder}
          >
            Create Folder
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            disabled={rewinding || Boolean(denied.write)}
            onClick={() => input.current?.click()}
          >
            Upload File
          </Button>
        </>
      </DeniedReason>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        disabled={rewinding}
        onChange={(event) => {
          props.onUpload([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
