import type { DashboardTab, WidgetDefinition, WidgetType } from '@granary/contract';

/** Spec 2 §9: the grid is 8 columns wide. */
export const gridColumns = 8;

export type PanelLayout = { i: string; x: number; y: number; w: number; h: number };

const sizeByType: Record<WidgetType, { w: number; h: number }> = {
  singleValue: { w: 1, h: 1 },
  singleRep: { w: 2, h: 1 },
  pieChart: { w: 2, h: 2 },
  barChart: { w: 3, h: 2 },
  linearGraph: { w: 4, h: 2 },
};

/** Widgets whose title or figure needs more room than their type gives. */
const sizeById: Record<number, { w: number; h: number }> = {
  80: { w: 2, h: 1 },
  81: { w: 2, h: 1 },
  68: { w: 3, h: 2 },
};

/** Left to right, a new row when a panel does not fit: the definitions' order is the reading order. */
export function defaultLayout(widgets: readonly WidgetDefinition[]): PanelLayout[] {
  const layout: PanelLayout[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const widget of widgets) {
    const { w, h } = sizeById[widget.id] ?? sizeByType[widget.type];
    if (x + w > gridColumns) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    layout.push({ i: String(widget.id), x, y, w, h });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return layout;
}

const storageKey = (tab: DashboardTab) => `granary.dashboard.layout.${tab}`;

function isPanelLayout(value: unknown): value is PanelLayout {
  const panel = value as Partial<PanelLayout> | null;
  return (
    typeof panel?.i === 'string' &&
    [panel.x, panel.y, panel.w, panel.h].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/**
 * Spec 2 §4: the saved layout, when it has as many panels as the tab (and the same ones); the default
 * otherwise.
 */
export function loadLayout(tab: DashboardTab, widgets: readonly WidgetDefinition[]): PanelLayout[] {
  const fallback = defaultLayout(widgets);
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(tab)) ?? 'null');
    if (!Array.isArray(saved) || saved.length !== fallback.length || !saved.every(isPanelLayout))
      return fallback;
    const ids = new Set(fallback.map((panel) => panel.i));
    return saved.every((panel) => ids.has(panel.i))
      ? saved.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))
      : fallback;
  } catch {
    return fallback;
  }
}

export function saveLayout(tab: DashboardTab, layout: readonly PanelLayout[]): void {
  try {
    localStorage.setItem(
      storageKey(tab),
      JSON.stringify(layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }))),
    );
  } catch {
    // A full or disabled storage only costs the saved layout.
  }
}
