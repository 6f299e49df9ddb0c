import { screens } from '@granary/contract';
import { Route, Routes, useParams } from 'react-router';
import { UserDetailPage } from './user-detail-page';
import { UsersListPage } from './users-list-page';

/** The splat holds the whole user name, slashes included (spec 2: /users/{userName}). */
function UserDetailRoute() {
  const name = useParams()['*'] ?? '';
  return <UserDetailPage key={name} name={name} />;
}

/** Everything under /users: the list at the index, a user's detail below it. */
export function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersListPage />} />
      <Route path={screens.users.detail.route} element={<UserDetailRoute />} />
    </Routes>
  );
}
