import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { formatCount } from './plain-text.ts';

/** Spec 2 §3: how a widget is drawn. */
export const widgetTypes = ['singleValue', 'singleRep', 'linearGraph', 'barChart', 'pieChart'] as const;
export type WidgetType = (typeof widgetTypes)[number];

/** How a widget's numbers read: the web formats them by this. */
export const widgetUnits = [
  'count',
  'bytes',
  'bytesPerSecond',
  'perSecond',
  'seconds',
  'nanoseconds',
  'cpuCores',
  'health',
] as const;
export type WidgetUnit = (typeof widgetUnits)[number];

export const dashboardTabs = ['Summary', 'Traffic', 'Resources'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export type WidgetDefinition = {
  id: number;
  title: string;
  type: WidgetType;
  unit: WidgetUnit;
  tab: DashboardTab;
};

const widget = (id: number, title: string, type: WidgetType, unit: WidgetUnit, tab: DashboardTab) =>
  ({ id, title, type, unit, tab }) satisfies WidgetDefinition;

/**
 * Spec 2 §9: the 30 widgets, in the order each tab lays them out. The ids are the previous console's
 * where it had the widget (its tabs' lists), and new from 84 on.
 */
export const dashboardWidgets: readonly WidgetDefinition[] = [
  widget(1, 'Uptime', 'singleValue', 'seconds', 'Summary'),
  widget(84, 'Cluster Health', 'singleValue', 'health', 'Summary'),
  widget(53, 'Total Online Servers', 'singleValue', 'count', 'Summary'),
  widget(69, 'Total Offline Servers', 'singleValue', 'count', 'Summary'),
  widget(9, 'Total Online Drives', 'singleValue', 'count', 'Summary'),
  widget(78, 'Total Offline Drives', 'singleValue', 'count', 'Summary'),
  widget(61, 'Total Open FDs', 'singleValue', 'count', 'Summary'),
  widget(62, 'Total Goroutines', 'singleValue', 'count', 'Summary'),
  widget(66, 'Number of Buckets', 'singleRep', 'count', 'Summary'),
  widget(44, 'Number of Objects', 'singleRep', 'count', 'Summary'),
  widget(65, 'Total S3 Traffic Inbound', 'singleRep', 'bytes', 'Summary'),
  widget(64, 'Total S3 Traffic Outbound', 'singleRep', 'bytes', 'Summary'),
  widget(50, 'Current Usable Capacity', 'pieChart', 'bytes', 'Summary'),
  widget(52, 'Object Size Distribution', 'barChart', 'count', 'Summary'),
  widget(68, 'Data Usage Growth', 'linearGraph', 'bytes', 'Summary'),
  widget(63, 'S3 API Data Received Rate', 'linearGraph', 'bytesPerSecond', 'Summary'),
  widget(70, 'S3 API Data Sent Rate', 'linearGraph', 'bytesPerSecond', 'Summary'),
  widget(80, 'Time Since Last Heal Activity', 'singleValue', 'nanoseconds', 'Summary'),
  widget(81, 'Time Since Last Scan Activity', 'singleValue', 'nanoseconds', 'Summary'),
  widget(60, 'S3 API Request Rate', 'linearGraph', 'perSecond', 'Traffic'),
  widget(71, 'S3 API Request Error Rate', 'linearGraph', 'perSecond', 'Traffic'),
  widget(85, 'S3 API Time To First Byte (90th percentile)', 'linearGraph', 'seconds', 'Traffic'),
  widget(17, 'Internode Data Transfer', 'linearGraph', 'bytesPerSecond', 'Traffic'),
  widget(73, 'Node IO', 'linearGraph', 'bytesPerSecond', 'Traffic'),
  widget(76, 'Node Memory Usage', 'linearGraph', 'bytes', 'Resources'),
  widget(77, 'Node CPU Usage', 'linearGraph', 'cpuCores', 'Resources'),
  widget(11, 'Node Syscalls', 'linearGraph', 'perSecond', 'Resources'),
  widget(8, 'Node File Descriptors', 'linearGraph', 'count', 'Resources'),
  widget(82, 'Drives Free Inodes', 'linearGraph', 'count', 'Resources'),
  widget(74, 'Drive Used Capacity', 'linearGraph', 'bytes', 'Resources'),
];

/** Spec 2 §9: the object-size buckets, as MinIO names them and as the widget labels them. */
export const objectSizeRanges = [
  { range: 'LESS_THAN_1024_B', label: 'Under 1024B' },
  { range: 'BETWEEN_1024B_AND_1_MB', label: '1024B - 1MB' },
  { range: 'BETWEEN_1_MB_AND_10_MB', label: '1MB - 10MB' },
  { range: 'BETWEEN_10_MB_AND_64_MB', label: '10MB - 64MB' },
  { range: 'BETWEEN_64_MB_AND_128_MB', label: '64MB - 128MB' },
  { range: 'BETWEEN_128_MB_AND_512_MB', label: '128MB - 512MB' },
  { range: 'GREATER_THAN_512_MB', label: 'Over 512MB' },
] as const;

/** Prometheus answers at most this many points per series. */
export const maxPointsPerSeries = 11_000;

/**
 * Spec 2 §9: the step in seconds for a range, about 60 points whatever its length: the range in
 * minutes, 15 when the range is under a minute.
 */
export function stepFor(startSeconds: number, endSeconds: number): number {
  const step = Math.floor((endSeconds - startSeconds) / 60);
  return step < 1 ? 15 : step;
}

const unixSeconds = (field: string) =>
  z.coerce
    .number({ message: `${field}: must be a time in unix seconds` })
    .int(`${field}: must be a whole number of unix seconds`)
    .min(0, `${field}: must be a time in unix seconds`)
    .max(32_503_680_000, `${field}: must be before the year 3000`);

/**
 * The range the widgets cover. Without start and end: the last 15 minutes. Step 0 or none: the §9 rule.
 */
export const widgetRangeQuerySchema = z
  .object({
    step: z.coerce
      .number({ message: 'step: must be a number of seconds' })
      .int('step: must be a whole number of seconds')
      .min(0, 'step: must not be negative')
      .max(86_400 * 31, 'step: must be at most 31 days')
      .optional(),
    start: unixSeconds('start').optional(),
    end: unixSeconds('end').optional(),
  })
  .refine((query) => (query.start === undefined) === (query.end === undefined), {
    message: 'start: give start and end together',
    path: ['start'],
  })
  .refine((query) => query.start === undefined || query.end === undefined || query.start < query.end, {
    message: 'end: must be after start',
    path: ['end'],
  })
  .refine(
    (query) =>
      !query.step ||
      query.start === undefined ||
      query.end === undefined ||
      (query.end - query.start) / query.step <= maxPointsPerSeries,
    {
      message: `step: too small for the range (at most ${formatCount(maxPointsPerSeries)} points)`,
      path: ['step'],
    },
  );
export type WidgetRangeQuery = z.input<typeof widgetRangeQuerySchema>;

const serverSummarySchema = z.object({
  endpoint: z.string(),
  state: z.string(),
  uptimeSeconds: z.number().nullable(),
  version: z.string().nullable(),
});

export const widgetDefinitionSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(widgetTypes),
  unit: z.enum(widgetUnits),
  tab: z.enum(dashboardTabs),
});

/** Spec 2 §3 usage summary, the widget list when Prometheus answers, and why there is none otherwise. */
export const adminInfoResponseSchema = z
  .object({
    buckets: z.number(),
    objects: z.number(),
    usage: z.number(),
    servers: z.array(serverSummarySchema),
    /** Present when Prometheus is configured and answers. */
    widgets: z.array(widgetDefinitionSchema).optional(),
    prometheus: z.object({
      configured: z.boolean(),
      /** Why the widgets are missing although Prometheus is configured. */
      problem: z.string().optional(),
      /** How far back Prometheus keeps samples, in seconds, when it says. */
      retentionSeconds: z.number().optional(),
    }),
  })
  .meta({ id: 'AdminInfoResponse' });
export type AdminInfoResponse = z.infer<typeof adminInfoResponseSchema>;

/** One series: its label (from the series' labels) and [unix seconds, value] points. */
export const widgetSeriesSchema = z.object({
  label: z.string(),
  points: z.array(z.tuple([z.number(), z.number().nullable()])),
});
export type WidgetSeries = z.infer<typeof widgetSeriesSchema>;

export const widgetResultSchema = widgetDefinitionSchema
  .extend({
    /** Single-value widgets: the figure to show (null: no sample in the range). */
    value: z.number().nullable().optional(),
    series: z.array(widgetSeriesSchema),
    /** Queries that failed; the series of the others are still there. */
    errors: z.array(z.string()),
    start: z.number(),
    end: z.number(),
    step: z.number(),
  })
  .meta({ id: 'WidgetResult' });
export type WidgetResult = z.infer<typeof widgetResultSchema>;

const tags = ['dashboard'];

/** Spec 2 §7: the dashboard. */
export const dashboardEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/info',
    summary: 'Usage summary, and the widgets when Prometheus answers',
    tags,
    query: widgetRangeQuerySchema,
    response: adminInfoResponseSchema,
  }),
  widget: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/info/widgets/:id/',
    summary: "One widget's series over a range, from Prometheus",
    tags,
    params: z.object({ id: z.string().regex(/^\d{1,6}$/, 'id: must be a widget number') }),
    query: widgetRangeQuerySchema,
    response: widgetResultSchema,
  }),
};
