import { GroupsListPage } from '@/features/groups/components/groups-list-page';

export function GroupsRoute() {
  return <GroupsListPage />;
}
