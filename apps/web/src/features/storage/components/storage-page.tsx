import Box from '@mui/material/Box';
import { screens } from '@granary/contract';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionMenu, type SectionEntry } from '@/components/section-menu';
import { DrivesSection } from './drives-section';
import { VolumesSection } from './volumes-section';

const { volumes, drives } = screens.storage;

/** Storage's pages, in the spec's menu order. */
const storageSections: readonly SectionEntry[] = [
  { key: volumes.route, label: 'Volumes', to: volumes.href() },
  { key: drives.route, label: 'Drives', to: drives.href() },
];

/** The entry of the page below /storage; anything else is Volumes, where /storage leads. */
function activeSection(pathname: string): string {
  const segment = pathname.slice(screens.storage.path.length + 1).split('/')[0];
  return storageSections.find((section) => section.key === segment)?.key ?? volumes.route;
}

type StoragePageProps = { mayFormat: boolean; mayViewTenant: boolean };

/** /storage (spec 3 §2 Storage screens): a side menu with Volumes and Drives, and the page it leads to. */
export function StoragePage({ mayFormat, mayViewTenant }: StoragePageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title="Storage"
        subtitle="The tenants' volume claims, and the local drives DirectCSI manages, in every namespace and node."
      />
      <Box
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <SectionMenu label="Storage sections" entries={storageSections} active={activeSection(pathname)} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Routes>
            <Route path={volumes.route} element={<VolumesSection mayViewTenant={mayViewTenant} />} />
            <Route path={drives.route} element={<DrivesSection mayFormat={mayFormat} />} />
            <Route path="*" element={<Navigate to={volumes.href()} replace />} />
          </Routes>
        </Box>
      </Box>
    </>
  );
}
