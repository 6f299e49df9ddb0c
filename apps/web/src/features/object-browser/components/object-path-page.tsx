import Skeleton from '@mui/material/Skeleton';
import { screens } from '@granary/contract';
import { Navigate } from 'react-router';
import { useObjectListing } from '@/features/object-browser/api/list-objects';
import { ObjectDetailPage } from '@/features/object-browser/detail/object-detail-page';

type ObjectPathPageProps = { bucket: string; path: string; versionId?: string | undefined };

/**
 * A route whose last element is not a folder: if it is a folder written without its trailing '/',
 * the folder opens (spec 1 §4 "file detection"); otherwise the object's detail is shown (a key whose
 * current version is a delete marker has no listing entry, but still a detail).
 */
export function ObjectPathPage({ bucket, path, versionId }: ObjectPathPageProps) {
  const { query, entries } = useObjectListing(bucket, path);
  const object = entries.find((entry) => entry.name === path);
  const folder = entries.find((entry) => entry.name === `${path}/`);
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (!object && folder)
    return <Navigate to={screens.objectBrowser.location.href({ bucket, prefix: folder.name })} replace />;
  return <ObjectDetailPage bucket={bucket} objectKey={path} versionId={versionId} />;
}
