import Download from '@mui/icons-material/Download';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import type { ObjectEntry, ObjectInfo } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteButton, DeniedReason } from '@/components/denied-reason';
import { ShareDialog } from '@/features/object-browser/components/share-dialog';
import { startDownload } from '@/features/object-browser/api/download-object';
import { DeleteObjectDialog } from './delete-object-dialog';
import { useObjectDenials } from './object-denials';
import { versionPosition } from './version-numbers';

type ObjectDetailActionsProps = {
  bucket: string;
  info: ObjectInfo;
  /** The version named in the route: Delete Object then removes that version for good. */
  versionId: string | undefined;
  versions: ObjectEntry[] | undefined;
};

/** The parent folder of a key ('' for the bucket's root). */
export const parentFolder = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);

/** After a version is deleted: the object's page while it has other versions, else its folder. */
function afterVersionDeleted(bucket: string, info: ObjectInfo, versions: ObjectEntry[] | undefined) {
  const others = (versions ?? []).some((entry) => entry.version_id !== info.version_id);
  return screens.objectBrowser.location.href({
    bucket,
    prefix: others ? info.name : parentFolder(info.name),
  });
}

/** Share, Download and Delete Object, all acting on the version shown; disabled for a delete marker (spec 1 §2.8). */
export function ObjectDetailActions({ bucket, info, versionId, versions }: ObjectDetailActionsProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const marker = info.is_delete_marker;
  const denied = useObjectDenials(bucket, info.name, versionId !== undefined);
  const entry = {
    name: info.name,
    size: info.size,
    last_modified: info.last_modified,
    version_id: info.version_id,
  };
  const position = versions && versionPosition(versions, info.version_id);
  const version =
    versionId === undefined
      ? undefined
      : { id: info.version_id, label: position ? `v${position.number}` : undefined };
  const deleted = () =>
    void navigate(
      version
        ? afterVersionDeleted(bucket, info, versions)
        : screens.objectBrowser.location.href({ bucket, prefix: parentFolder(info.name) }),
    );
  return (
    <>
      <DeniedReason deniedBy={denied.read}>
        <>
          <Button
            variant="outlined"
            startIcon={<ShareOutlined />}
            disabled={marker || Boolean(denied.read)}
            onClick={() => setDialog('share')}
          >
            Share
          </Button>
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={marker || Boolean(denied.read)}
            onClick={() => startDownload(bucket, entry)}
          >
            Download
          </Button>
        </>
      </DeniedReason>
      <DeleteButton deniedBy={denied.delete} disabled={marker} onClick={() => setDialog('delete')}>
        Delete Object
      </DeleteButton>
      {dialog === 'share' && <ShareDialog bucket={bucket} entry={entry} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteObjectDialog
          bucket={bucket}
          objectKey={info.name}
          version={version}
          onClose={() => setDialog(null)}
          onDeleted={deleted}
        />
      )}
    </>
  );
}
