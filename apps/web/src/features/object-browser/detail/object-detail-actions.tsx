import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import type { ObjectInfo } from '@silo/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ShareDialog } from '../components/share-dialog';
import { browserPath } from '../browser-path';
import { startDownload } from '../download-object';
import { DeleteObjectDialog } from './delete-object-dialog';

type ObjectDetailActionsProps = { bucket: string; info: ObjectInfo };

/** The parent folder of a key ('' for the bucket's root). */
export const parentFolder = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** Share, Download and Delete Object; all disabled for a delete marker (spec 1 §2.8). */
export function ObjectDetailActions({ bucket, info }: ObjectDetailActionsProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const marker = info.is_delete_marker;
  const entry = {
    name: info.name,
    size: info.size,
    last_modified: info.last_modified,
    version_id: info.version_id,
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlined />}
        disabled={marker}
        onClick={() => setDialog('share')}
      >
        Share
      </Button>
      <Button
        variant="outlined"
        startIcon={<Download />}
        disabled={marker}
        onClick={() => startDownload(bucket, entry)}
      >
        Download
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={marker}
        onClick={() => setDialog('delete')}
      >
        Delete Object
      </Button>
      {dialog === 'share' && <ShareDialog bucket={bucket} entry={entry} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteObjectDialog
          bucket={bucket}
          objectKey={info.name}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(browserPath(bucket, parentFolder(info.name)))}
        />
      )}
    </>
  );
}
