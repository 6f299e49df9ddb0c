import Box from '@mui/material/Box';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ConfigEditPage } from './config-edit-page';
import { ConfigurationsListPage } from './configurations-list-page';
import { NotificationServicePicker } from './notification-service-picker';
import { NotificationTargetPage } from './notification-target-page';
import { NotificationsListPage } from './notifications-list-page';
import { SettingsTabs } from './settings-tabs';
import { AddTierPage } from './tiers/add-tier-page';
import { TierTypePicker } from './tiers/tier-type-picker';
import { TiersListPage } from './tiers/tiers-list-page';

/**
 * /settings: side tabs Configurations, Lambda Notifications and Tiers (spec 2 §2). Each step (list,
 * selection, form) is a route of its own, so Back and reload keep the user where they were.
 */
export function SettingsRoutes({ distributedMode }: { distributedMode: boolean }) {
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="MinIO's server configuration, bucket notification targets and remote tiers."
      />
      <Box
        sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }}
      >
        <SettingsTabs distributedMode={distributedMode} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Routes>
            <Route index element={<Navigate to="configurations" replace />} />
            <Route path="configurations" element={<ConfigurationsListPage />} />
            <Route path="configurations/:id" element={<ConfigEditPage />} />
            <Route path="notifications" element={<NotificationsListPage />} />
            <Route path="notifications/add" element={<NotificationServicePicker />} />
            <Route path="notifications/add/:service" element={<NotificationTargetPage />} />
            {distributedMode && <Route path="tiers" element={<TiersListPage />} />}
            {distributedMode && <Route path="tiers/add" element={<TierTypePicker />} />}
            {distributedMode && <Route path="tiers/add/:type" element={<AddTierPage />} />}
            <Route path="*" element={<Navigate to="configurations" replace />} />
          </Routes>
        </Box>
      </Box>
    </>
  );
}
