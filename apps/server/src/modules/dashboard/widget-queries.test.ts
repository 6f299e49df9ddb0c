import { dashboardTabs, dashboardWidgets } from '@granary/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetQueries } from './widget-queries.ts';

const docs = readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/dashboard.md'), 'utf8');
const context = { job: 'job="$job"', window: '$window' };

describe('the dashboard widgets', () => {
  it('are the 30 of spec 2 §9, each with its queries, spread over the three tabs', () => {
    expect(dashboardWidgets).toHaveLength(30);
    expect(new Set(dashboardWidgets.map((widget) => widget.id)).size).toBe(30);
    expect(Object.keys(widgetQueries).map(Number).sort()).toEqual(dashboardWidgets.map((w) => w.id).sort());
    for (const tab of dashboardTabs) expect(dashboardWidgets.some((widget) => widget.tab === tab)).toBe(true);
  });

  it('select every series by the job label, and are listed in docs/dashboard.md as they are', () => {
    for (const widget of dashboardWidgets) {
      const exprs = widgetQueries[widget.id]?.targets.map((target) => target.expr(context)) ?? [];
      expect(exprs.length, widget.title).toBeGreaterThan(0);
      const row = docs.split('\n').find((line) => line.startsWith(`| ${widget.id} `));
      expect(row, `docs row of ${widget.title}`).toContain(`| ${widget.title} `);
      for (const expr of exprs) {
        expect(expr, widget.title).toContain('{job="$job"');
        expect(row, widget.title).toContain(expr.replaceAll('|', '\\|'));
      }
    }
  });
});
