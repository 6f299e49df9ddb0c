export type TraceHttpInfo = {
  request: {
    time: string;
    proto: string;
    method: string;
    path?: string;
    rawquery?: string;
    headers?: Record<string, string[]>;
    client?: string;
  };
  response: { time: string; headers?: Record<string, string[]>; statuscode?: number };
  stats: { inputbytes: number; outputbytes: number; latency: number; timetofirstbyte: number };
};

export type TraceInfo = {
  type: number;
  nodename: string;
  funcname: string;
  time: string;
  path: string;
  /** Nanoseconds. */
  dur: number;
  bytes?: number;
  msg?: string;
  error?: string;
  custom?: Record<string, string>;
  http?: TraceHttpInfo;
  [key: string]: unknown;
};

export type TraceOptions = {
  /** Defaults to true when no other type is chosen. */
  s3?: boolean;
  internal?: boolean;
  storage?: boolean;
  os?: boolean;
  scanner?: boolean;
  healing?: boolean;
  ilm?: boolean;
  kms?: boolean;
  /** Only HTTP calls that failed (status >= 400). */
  errorsOnly?: boolean;
  /** Go duration, e.g. '100ms': drop entries faster than this. */
  threshold?: string;
  signal?: AbortSignal;
};

export type LogInfo = {
  level: string;
  errKind: string;
  time: string;
  node?: string;
  api?: { name: string; args?: Record<string, unknown> };
  remotehost?: string;
  host?: string;
  requestID?: string;
  userAgent?: string;
  message?: string;
  error?: { message: string; source: string[]; variables?: Record<string, unknown> };
  ConsoleMsg?: string;
  [key: string]: unknown;
};

export type LogOptions = {
  node?: string;
  /** Buffered past entries to replay first (server default 10). */
  limit?: number;
  logType?: 'FATAL' | 'WARNING' | 'ERROR' | 'EVENT' | 'INFO';
  signal?: AbortSignal;
};

/** One record of MinIO's bucket notification stream (the S3 event format). */
export type NotificationRecord = {
  eventName: string;
  eventTime: string;
  s3: {
    bucket: { name: string };
    object: { key: string; size?: number; eTag?: string; contentType?: string };
  };
  source?: { host?: string; port?: string; userAgent?: string };
  [key: string]: unknown;
};

export type ListenOptions = {
  prefix?: string;
  suffix?: string;
  /** Event names such as 's3:ObjectCreated:*'; at least one. */
  events: string[];
  signal?: AbortSignal;
};
