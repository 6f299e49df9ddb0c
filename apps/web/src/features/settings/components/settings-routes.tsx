import Box from '@mui/material/Box';
import { screens } from '@granary/contract';
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

const routes = screens.settings;
const toConfigurations = <Navigate to={routes.configurations.href()} replace />;

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
            <Route index element={toConfigurations} />
            <Route path={routes.configurations.route} element={<ConfigurationsListPage />} />
            <Route path={routes.configuration.route} element={<ConfigEditPage />} />
            <Route path={routes.notifications.route} element={<NotificationsListPage />} />
            <Route path={routes.notificationServices.route} element={<NotificationServicePicker />} />
            <Route path={routes.notificationTarget.route} element={<NotificationTargetPage />} />
            {distributedMode && <Route path={routes.tiers.route} element={<TiersListPage />} />}
            {distributedMode && <Route path={routes.tierTypes.route} element={<TierTypePicker />} />}
            {distributedMode && <Route path={routes.tierAdd.route} element={<AddTierPage />} />}
            <Route path="*" element={toConfigurations} />
          </Routes>
        </Box>
      </Box>
    </>
  );
}
