import Box from '@mui/material/Box';
import type { DashboardTab, WidgetDefinition } from '@granary/contract';
import { useState } from 'react';
import ReactGridLayout, { useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { TimeRange } from '../api/get-widget';
import { gridColumns, loadLayout, saveLayout, type PanelLayout } from '../layout';
import { dragHandleClass, WidgetPanel } from './widget-panel';

const rowHeight = 104;
/** Below this width 8 columns are too narrow to read: panels stack two abreast and stay put. */
const narrowWidth = 720;

/** The narrow arrangement: single figures side by side, everything else full width, in reading order. */
function StackedPanels({
  layout,
  widgets,
  range,
}: {
  layout: PanelLayout[];
  widgets: readonly WidgetDefinition[];
  range: TimeRange;
}) {
  const byId = new Map(widgets.map((widget) => [String(widget.id), widget]));
  const ordered = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.25, px: 1.25 }}>
      {ordered.map((panel) => {
        const widget = byId.get(panel.i);
        if (!widget) return null;
        const small = panel.w === 1;
        return (
          <Box
            key={panel.i}
            sx={{ gridColumn: small ? 'span 1' : 'span 2', height: panel.h * rowHeight + (panel.h - 1) * 10 }}
          >
            <WidgetPanel definition={widget} range={range} />
          </Box>
        );
      })}
    </Box>
  );
}

type WidgetGridProps = { tab: DashboardTab; widgets: readonly WidgetDefinition[]; range: TimeRange };

/** A tab's panels on the 8-column grid, dragged by their title; the arrangement is kept per tab. */
export function WidgetGrid({ tab, widgets, range }: WidgetGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const [layout, setLayout] = useState<PanelLayout[]>(() => loadLayout(tab, widgets));
  const change = (next: Layout) => {
    const panels = next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
    setLayout(panels);
    saveLayout(tab, panels);
  };
  return (
    <Box
      ref={containerRef}
      sx={{
        mx: -1.25,
        '& .react-grid-placeholder': { bgcolor: 'primary.main', borderRadius: 1 },
      }}
    >
      {mounted && width < narrowWidth && <StackedPanels layout={layout} widgets={widgets} range={range} />}
      {mounted && width >= narrowWidth && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: gridColumns, rowHeight, margin: [10, 10] }}
          dragConfig={{ enabled: true, handle: `.${dragHandleClass}`, cancel: 'button' }}
          resizeConfig={{ enabled: false }}
          compactor={verticalCompactor}
          onLayoutChange={change}
        >
          {widgets.map((widget) => (
            <div key={String(widget.id)}>
              <WidgetPanel definition={widget} range={range} />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </Box>
  );
}
