import {
  bandwidthUnits,
  listExternalBucketsRequestSchema,
  replicationBandwidthSchema,
  replicationHealthCheckSchema,
  type ReplicationMode,
} from '@granary/contract';
import { z } from 'zod';

export type BandwidthUnit = (typeof bandwidthUnits)[number];

/** The target server and how to reach it: shared by the list wizard and the detail form (spec 1 §2.6, §2.7). */
export type RemoteForm = {
  targetURL: string;
  useTLS: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  mode: ReplicationMode;
  bandwidth: string;
  bandwidthUnit: BandwidthUnit;
  healthCheck: string;
};

export type RemoteFormProblems = Partial<
  Record<'targetURL' | 'accessKey' | 'secretKey' | 'bandwidth' | 'healthCheck', string>
>;

/** Spec 1 §5, §9: bandwidth 100 Gi, health check 60 s, TLS on, async. */
export const defaultRemoteForm: RemoteForm = {
  targetURL: '',
  useTLS: true,
  accessKey: '',
  secretKey: '',
  region: '',
  mode: 'async',
  bandwidth: '100',
  bandwidthUnit: 'GiB',
  healthCheck: '60',
};

/** Bytes per second: only async mode limits bandwidth (spec 1 §5), otherwise 0. */
export function bandwidthBytes(form: RemoteForm): number {
  if (form.mode !== 'async') return 0;
  return Math.round(Number(form.bandwidth) * 1024 ** bandwidthUnits.indexOf(form.bandwidthUnit));
}

/**
 * The form's problems: the rules are the contract's (the access schema, `replicationHealthCheckSchema`,
 * `replicationBandwidthSchema`), the words the form's own.
 */
export function remoteFormProblems(form: RemoteForm): RemoteFormProblems {
  const problems: RemoteFormProblems = {};
  const { targetURL, accessKey, secretKey } = form;
  const access = listExternalBucketsRequestSchema.safeParse({ targetURL, accessKey, secretKey });
  for (const issue of access.error?.issues ?? []) {
    const [field] = issue.path;
    if (field === 'targetURL' || field === 'accessKey' || field === 'secretKey')
      problems[field] ??= issue.message;
  }
  const seconds = form.healthCheck.trim() === '' ? NaN : Number(form.healthCheck);
  if (!replicationHealthCheckSchema.safeParse(seconds).success)
    problems.healthCheck = 'Health check must be a whole number of seconds';
  if (form.mode === 'async') {
    const bytes = form.bandwidth.trim() === '' ? NaN : bandwidthBytes(form);
    const [issue] = replicationBandwidthSchema.safeParse(bytes).error?.issues ?? [];
    // The one custom check is MinIO's floor; any other issue means no usable number.
    if (issue?.code === 'custom') problems.bandwidth = 'MinIO needs 0 (unlimited) or at least 100 MB/s';
    else if (issue) problems.bandwidth = 'Bandwidth must be a number of at least 0';
  }
  return problems;
}

/** Puts each problem on its field, for a `useZodForm` schema. */
export function addProblems(problems: Record<string, string | undefined>, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(problems))
    if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
}

/** The wizard's first step: its values, with `remoteFormProblems` on their fields. */
export const remoteFormSchema = z
  .custom<RemoteForm>()
  .superRefine((form, ctx) => addProblems(remoteFormProblems(form), ctx));

/** Spec 1 §5: the target URL gets 'https://' or 'http://' according to the TLS choice. */
export function targetUrlWithScheme(form: RemoteForm): string {
  const host = form.targetURL.trim().replace(/^https?:\/\//i, '');
  return `${form.useTLS ? 'https' : 'http'}://${host}`;
}
