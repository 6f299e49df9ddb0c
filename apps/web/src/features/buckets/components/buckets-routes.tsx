import { Route, Routes } from 'react-router';
import { NotBuiltYet } from '../../../components/not-built-yet';
import { BucketsListPage } from './buckets-list-page';

/** Everything under /buckets: the list at the index; the bucket detail is built later. */
export function BucketsRoutes({ distributedMode }: { distributedMode: boolean }) {
  return (
    <Routes>
      <Route index element={<BucketsListPage distributedMode={distributedMode} />} />
      <Route path="*" element={<NotBuiltYet title="Buckets" />} />
    </Routes>
  );
}
