import { useLocation } from 'react-router';
import { parseBrowserPath } from '@/features/object-browser/browser-path';
import { BucketPickerPage } from './bucket-picker-page';
import { FolderPage } from './folder-page';
import { ObjectPathPage } from './object-path-page';

type ObjectBrowserRoutesProps = {
  onCreateBucket: () => void;
  /** The session's direct transfers: uploads go from the browser to MinIO itself. */
  directTransfers: boolean;
};

/**
 * Everything under /object-browser. The key comes from the raw pathname, not the router's decoded
 * params, so names with '%', '#', '?' or dot segments survive (see browser-path.ts).
 */
export function ObjectBrowserRoutes({ onCreateBucket, directTransfers }: ObjectBrowserRoutesProps) {
  const { pathname, search } = useLocation();
  const location = parseBrowserPath(pathname, search);
  if (!location) return <BucketPickerPage onCreateBucket={onCreateBucket} />;
  const { bucket, prefix, versionId } = location;
  if (prefix === '' || prefix.endsWith('/'))
    return (
      <FolderPage
        key={`${bucket}/${prefix}`}
        bucket={bucket}
        folder={prefix}
        directTransfers={directTransfers}
      />
    );
  return (
    <ObjectPathPage
      key={`${bucket}/${prefix}?${versionId ?? ''}`}
      bucket={bucket}
      path={prefix}
      versionId={versionId}
    />
  );
}
