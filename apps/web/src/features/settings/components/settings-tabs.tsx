import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { screens } from '@granary/contract';
import { Link, useLocation } from 'react-router';

const tabs = [
  { label: 'Configurations', to: screens.settings.configurations.href() },
  { label: 'Lambda Notifications', to: screens.settings.notifications.href() },
  { label: 'Tiers', to: screens.settings.tiers.href(), distributedOnly: true },
];

/** The three side tabs; Tiers only on a distributed setup (spec 2 §6). */
export function SettingsTabs({ distributedMode }: { distributedMode: boolean }) {
  const { pathname } = useLocation();
  const shown = tabs.filter((tab) => distributedMode || !tab.distributedOnly);
  const current = shown.find((tab) => pathname.startsWith(tab.to))?.to ?? false;
  return (
    <Tabs
      orientation="vertical"
      value={current}
      aria-label="Settings sections"
      sx={{
        minWidth: 220,
        borderRight: { md: 1 },
        borderColor: { md: 'divider' },
        '& .MuiTab-root': { alignItems: 'flex-start', textTransform: 'none', minHeight: 44 },
      }}
    >
      {shown.map((tab) => (
        <Tab key={tab.to} label={tab.label} value={tab.to} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
