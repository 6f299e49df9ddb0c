import { bandwidthUnits, minReplicationBandwidth, type ReplicationMode } from '@silo/contract';

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

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Bytes per second: only async mode limits bandwidth (spec 1 §5), otherwise 0. */
export function bandwidthBytes(form: RemoteForm): number {
  if (form.mode !== 'async') return 0;
  return Math.round(Number(form.bandwidth) * 1024 ** bandwidthUnits.indexOf(form.bandwidthUnit));
}

export function remoteFormProblems(form: RemoteForm): RemoteFormProblems {
  const problems: RemoteFormProblems = {};
  if (form.targetURL.trim() === '') problems.targetURL = 'Target URL is required';
  if (form.accessKey.trim() === '') problems.accessKey = 'Access key is required';
  if (form.secretKey.trim() === '') problems.secretKey = 'Secret key is required';
  if (!isWholeNumber(form.healthCheck))
    problems.healthCheck = 'Health check must be a whole number of seconds';
  if (form.mode === 'async') {
    const bytes = bandwidthBytes(form);
    if (form.bandwidth.trim() === '' || !Number.isFinite(bytes) || bytes < 0)
      problems.bandwidth = 'Bandwidth must be a number of at least 0';
    else if (bytes > 0 && bytes < minReplicationBandwidth)
      problems.bandwidth = 'MinIO needs 0 (unlimited) or at least 100 MB/s';
  }
  return problems;
}

/** Spec 1 §5: the target URL gets 'https://' or 'http://' according to the TLS choice. */
export function targetUrlWithScheme(form: RemoteForm): string {
  const host = form.targetURL.trim().replace(/^https?:\/\//i, '');
  return `${form.useTLS ? 'https' : 'http'}://${host}`;
}
