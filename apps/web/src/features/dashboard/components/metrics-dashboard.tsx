import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { dashboardTabs, type DashboardTab, type WidgetDefinition } from '@granary/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime, formatDuration } from '@/lib/format';
import { dashboardKeys } from '../api/get-admin-info';
import type { TimeRange } from '../api/get-widget';
import { lastSpan, nowSeconds, type RefreshSeconds } from '../time-range';
import { TimeRangeBar } from './time-range-bar';
import { WidgetGrid } from './widget-grid';

type MetricsDashboardProps = { widgets: readonly WidgetDefinition[]; retentionSeconds?: number };

/** The widgets from Prometheus: the time range, Sync, auto-refresh and the three tabs (spec 2 §2). */
export function MetricsDashboard({ widgets, retentionSeconds }: MetricsDashboardProps) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DashboardTab>('Summary');
  const [range, setRange] = useState<TimeRange>(() => lastSpan());
  const [refresh, setRefresh] = useState<RefreshSeconds>(0);
  /** Following the present (the default, and with auto-refresh) or showing a range the user chose. */
  const [live, setLive] = useState(true);
  const busy = useIsFetching({ queryKey: [...dashboardKeys.all, 'widget'] }) > 0;

  useEffect(() => {
    if (refresh === 0) return undefined;
    const timer = setInterval(
      () => setRange((current) => lastSpan(current.end - current.start)),
      refresh * 1000,
    );
    return () => clearInterval(timer);
  }, [refresh]);

  const sync = (chosen: TimeRange, edited: boolean) => {
    if (edited) setLive(false);
    setRange(edited || !live ? chosen : lastSpan(range.end - range.start));
    // The same range again still means "reload" (spec 2 §4).
    void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'widget'] });
  };
  const kept = retentionSeconds === undefined ? undefined : nowSeconds() - retentionSeconds;

  return (
    <>
      <TimeRangeBar range={range} onSync={sync} refresh={refresh} onRefreshChange={setRefresh} busy={busy} />
      {kept !== undefined && retentionSeconds !== undefined && range.start < kept && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Prometheus keeps {formatDuration(retentionSeconds)} of samples: nothing before{' '}
          {formatDateTime(new Date(kept * 1000).toISOString())} can be shown.
        </Alert>
      )}
      <Tabs value={tab} onChange={(_event, value: DashboardTab) => setTab(value)} sx={{ mb: 1 }}>
        {dashboardTabs.map((name) => (
          <Tab key={name} label={name} value={name} />
        ))}
      </Tabs>
      <WidgetGrid
        key={tab}
        tab={tab}
        widgets={widgets.filter((widget) => widget.tab === tab)}
        range={range}
      />
    </>
  );
}
