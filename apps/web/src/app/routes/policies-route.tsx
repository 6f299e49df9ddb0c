import { PoliciesRoutes } from '@/features/policies/components/policies-routes';

export function PoliciesRoute() {
  return <PoliciesRoutes />;
}
