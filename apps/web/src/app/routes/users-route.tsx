import { UsersRoutes } from '@/features/users/components/users-routes';

export function UsersRoute() {
  return <UsersRoutes />;
}
