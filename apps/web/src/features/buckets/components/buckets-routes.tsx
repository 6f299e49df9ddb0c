import { screens } from '@granary/contract';
import { Route, Routes, useParams } from 'react-router';
import { BucketDetailPage } from '@/features/buckets/detail/bucket-detail-page';
import { BucketsListPage } from './buckets-list-page';

type BucketsRoutesProps = { distributedMode: boolean; pages: readonly string[] };

function BucketDetailRoute(props: BucketsRoutesProps) {
  const bucketName = useParams()['bucketName'] ?? '';
  return <BucketDetailPage key={bucketName} bucketName={bucketName} {...props} />;
}

/** Everything under /buckets: the list at the index, a bucket's tabs below it. */
export function BucketsRoutes(props: BucketsRoutesProps) {
  return (
    <Routes>
      <Route index element={<BucketsListPage distributedMode={props.distributedMode} />} />
      <Route path={screens.buckets.detail.route} element={<BucketDetailRoute {...props} />} />
    </Routes>
  );
}
