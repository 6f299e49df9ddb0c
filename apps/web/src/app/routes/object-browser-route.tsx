import { directTransfersFeature } from '@granary/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ObjectBrowserRoutes } from '@/features/object-browser/components/object-browser-routes';
import { useSession } from '@/features/session/api/get-session';
import { bucketKeys } from '@/shared-api/bucket-keys';

// Loaded when first opened: a folder's first render should not wait for the bucket form.
const CreateBucketModal = lazy(async () => ({
  default: (await import('@/features/buckets/components/create-bucket-modal')).CreateBucketModal,
}));

/** The object browser, with the buckets feature's Create Bucket modal on its bucket list. */
export function ObjectBrowserRoute() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const close = () => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: bucketKeys.list() });
  };
  return (
    <>
      <ObjectBrowserRoutes
        onCreateBucket={() => setCreating(true)}
        directTransfers={session.data?.features.includes(directTransfersFeature) ?? false}
      />
      {creating && (
        <Suspense>
          <CreateBucketModal distributedMode={session.data?.distributedMode ?? false} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
