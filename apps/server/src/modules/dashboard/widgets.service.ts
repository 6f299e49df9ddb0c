import type { WidgetRangeQuery, WidgetResult, WidgetSeries } from '@granary/contract';
import { dashboardWidgets, objectSizeRanges, stepFor } from '@granary/contract';
import type { Config } from '../../config/config.ts';
import { httpError } from '../../lib/http-error.ts';
import { PrometheusError, queryRange, type PromSeries } from '../../lib/prometheus-client.ts';
import { widgetQueries, type Reduce } from './widget-queries.ts';

type Prometheus = NonNullable<Config['prometheus']>;
type Range = { start: number; end: number; step: number };

/** Without start and end the widgets show the last 15 minutes. */
const defaultRangeSeconds = 15 * 60;

export function resolveRange(query: WidgetRangeQuery, now = Date.now()): Range {
  const end = query.end === undefined ? Math.floor(now / 1000) : Number(query.end);
  const start = query.start === undefined ? end - defaultRangeSeconds : Number(query.start);
  const step = query.step ? Number(query.step) : stepFor(start, end);
  return { start, end, step };
}

const sizeOrder = new Map<string, number>(objectSizeRanges.map((size, index) => [size.label, index]));

function toSeries(result: PromSeries[], legend: (labels: Record<string, string>) => string): WidgetSeries[] {
  return result.map((series) => ({
    label: legend(series.metric),
    points: series.values.map(([time, value]): [number, number | null] => {
      const number = Number(value);
      return [time, Number.isFinite(number) ? number : null];
    }),
  }));
}

function reduceSeries(series: WidgetSeries | undefined, reduce: Reduce): number | null {
  const values = (series?.points ?? []).map(([, value]) => value).filter((value) => value !== null);
  if (values.length === 0) return null;
  return reduce === 'max' ? Math.max(...values) : (values.at(-1) ?? null);
}

/** One widget over a range: every target asked in parallel; a failed one is reported, not waited on. */
export async function widgetResult(
  prometheus: Prometheus,
  id: number,
  query: WidgetRangeQuery,
  signal?: AbortSignal,
): Promise<WidgetResult> {
  const definition = dashboardWidgets.find((widget) => widget.id === id);
  const widgetQuery = widgetQueries[id];
  if (!definition || !widgetQuery) throw httpError('notFound', `There is no dashboard widget ${id}`);
  const range = resolveRange(query);
  const context = {
    job: `job="${prometheus.jobId}"`,
    window: `${Math.max(60, 2 * range.step)}s`,
  };
  const answers = await Promise.allSettled(
    widgetQuery.targets.map(async (target) =>
      toSeries(await queryRange(prometheus.url, target.expr(context), range, signal), target.legend),
    ),
  );
  const failures = answers.flatMap((answer) =>
    answer.status === 'rejected' ? [answer.reason as unknown] : [],
  );
  const unreachable = failures.find((error) => error instanceof PrometheusError && error.unreachable);
  if (failures.length === answers.length && unreachable instanceof PrometheusError)
    throw httpError('prometheusUnreachable', unreachable.message);
  let series = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  if (id === 52)
    series = series.toSorted((a, b) => (sizeOrder.get(a.label) ?? 99) - (sizeOrder.get(b.label) ?? 99));
  return {
    ...definition,
    ...(widgetQuery.reduce ? { value: reduceSeries(series[0], widgetQuery.reduce) } : {}),
    series,
    errors: failures.map((error) => (error instanceof Error ? error.message : String(error))),
    ...range,
  };
}
