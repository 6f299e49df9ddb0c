import { dashboardWidgets } from '@granary/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLayout, gridColumns, loadLayout, saveLayout } from './layout';

const summary = dashboardWidgets.filter((widget) => widget.tab === 'Summary');

describe('dashboard layout', () => {
  afterEach(() => localStorage.clear());

  it('packs a tab left to right on 8 columns without overlaps', () => {
    const layout = defaultLayout(summary);
    expect(layout).toHaveLength(summary.length);
    const cells = new Set<string>();
    for (const panel of layout) {
      expect(panel.x + panel.w).toBeLessThanOrEqual(gridColumns);
      for (let x = panel.x; x < panel.x + panel.w; x++)
        for (let y = panel.y; y < panel.y + panel.h; y++) {
          expect(cells.has(`${x},${y}`), `${panel.i} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
    // The eight single figures fill the first row.
    expect(layout.slice(0, 8).map((panel) => [panel.x, panel.y])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((x) => [x, 0]),
    );
  });

  it('restores a saved layout when it has as many panels as the tab (spec 2 §4)', () => {
    const moved = defaultLayout(summary).map((panel) => (panel.i === '1' ? { ...panel, x: 7, y: 9 } : panel));
    saveLayout('Summary', moved);
    expect(loadLayout('Summary', summary).find((panel) => panel.i === '1')).toMatchObject({ x: 7, y: 9 });
  });

  it('falls back to the default when the count differs or the storage holds something else', () => {
    saveLayout('Summary', defaultLayout(summary).slice(1));
    expect(loadLayout('Summary', summary)).toEqual(defaultLayout(summary));
    localStorage.setItem('granary.dashboard.layout.Summary', '{not json');
    expect(loadLayout('Summary', summary)).toEqual(defaultLayout(summary));
    localStorage.setItem(
      'granary.dashboard.layout.Summary',
      JSON.stringify(defaultLayout(summary).map((panel) => ({ ...panel, i: `x${panel.i}` }))),
    );
    expect(loadLayout('Summary', summary)).toEqual(defaultLayout(summary));
  });
});
