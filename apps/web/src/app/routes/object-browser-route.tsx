import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CreateBucketModal } from '../../features/buckets/components/create-bucket-modal';
import { objectKeys } from '../../features/object-browser/api/object-keys';
import { ObjectBrowserRoutes } from '../../features/object-browser/components/object-browser-routes';
import { useSession } from '../../features/session/api/get-session';

/** The object browser, with the buckets feature's Create Bucket modal on its bucket list. */
export function ObjectBrowserRoute() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const close = () => {
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: objectKeys.buckets() });
  };
  return (
    <>
      <ObjectBrowserRoutes onCreateBucket={() => setCreating(true)} />
      {creating && (
        <CreateBucketModal distributedMode={session.data?.distributedMode ?? false} onClose={close} />
      )}
    </>
  );
}
