import { screens } from '@granary/contract';
import { Route, Routes, useParams } from 'react-router';
import { PoliciesListPage } from './policies-list-page';
import { PolicyDetailPage } from './policy-detail-page';

function PolicyDetailRoute() {
  const name = useParams()['*'] ?? '';
  return <PolicyDetailPage key={name} name={name} />;
}

/** Everything under /policies: the list at the index, a policy's detail below it. */
export function PoliciesRoutes() {
  return (
    <Routes>
      <Route index element={<PoliciesListPage />} />
      <Route path={screens.policies.detail.route} element={<PolicyDetailRoute />} />
    </Routes>
  );
}
