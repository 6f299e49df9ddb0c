// Wire shapes of /info, /storageinfo and /datausageinfo (JSON keys exactly as MinIO sends them).
// Only the fields a console reads are spelled out; the rest stays reachable through the index signatures.

export type CountWithError = { count?: number; error?: string };

export type Disk = {
  endpoint: string;
  rootDisk?: boolean;
  path?: string;
  healing?: boolean;
  scanning?: boolean;
  state: string;
  uuid?: string;
  model?: string;
  totalspace?: number;
  usedspace?: number;
  availspace?: number;
  readthroughput?: number;
  writethroughput?: number;
  readlatency?: number;
  writelatency?: number;
  utilization?: number;
  used_inodes?: number;
  free_inodes?: number;
  local?: boolean;
  pool_index: number;
  set_index: number;
  disk_index: number;
  [key: string]: unknown;
};

export type ServerProperties = {
  state: string;
  endpoint: string;
  scheme?: string;
  uptime?: number;
  version?: string;
  commitID?: string;
  network?: Record<string, string>;
  drives?: Disk[];
  poolNumber?: number;
  poolNumbers?: number[];
  mem_stats?: { Alloc: number; TotalAlloc: number; Mallocs: number; Frees: number; HeapAlloc: number };
  edition?: string;
  [key: string]: unknown;
};

export type InfoMessage = {
  mode?: string;
  domain?: string[];
  region?: string;
  sqsARN?: string[];
  deploymentID?: string;
  buckets?: CountWithError;
  objects?: CountWithError;
  versions?: CountWithError;
  deletemarkers?: CountWithError;
  usage?: { size?: number; error?: string };
  services?: {
    kmsStatus?: unknown[];
    ldap?: { status?: string };
    logger?: Record<string, { status: string }>[];
    audit?: Record<string, { status: string }>[];
    notifications?: Record<string, Record<string, { status: string }>[]>[];
  };
  backend?: {
    backendType?: string;
    onlineDisks?: number;
    offlineDisks?: number;
    standardSCParity?: number;
    rrSCParity?: number;
    totalSets?: number[];
    totalDrivesPerSet?: number[];
  };
  servers?: ServerProperties[];
  pools?: Record<string, Record<string, Record<string, unknown>>>;
  [key: string]: unknown;
};

export type BackendInfo = {
  Type: number;
  GatewayOnline?: boolean;
  OnlineDisks?: Record<string, number>;
  OfflineDisks?: Record<string, number>;
  StandardSCData?: number[];
  StandardSCParities?: number[];
  StandardSCParity?: number;
  RRSCData?: number[];
  RRSCParities?: number[];
  RRSCParity?: number;
  TotalSets?: number[];
  DrivesPerSet?: number[];
  [key: string]: unknown;
};

export type StorageInfo = { Disks: Disk[]; Backend: BackendInfo };

export type BucketUsageInfo = {
  size: number;
  objectsCount: number;
  versionsCount?: number;
  deleteMarkersCount?: number;
  objectsSizesHistogram?: Record<string, number>;
  objectsVersionsHistogram?: Record<string, number>;
  [key: string]: unknown;
};

export type DataUsageInfo = {
  lastUpdate: string;
  objectsCount: number;
  versionsCount?: number;
  deleteMarkersCount?: number;
  objectsTotalSize: number;
  bucketsCount: number;
  /** null on a fresh server, before the first scanner cycle. */
  bucketsUsageInfo?: Record<string, BucketUsageInfo> | null;
  bucketsSizes?: Record<string, number> | null;
  /** Always 0 on current servers (see NOTES.md); read capacity from serverInfo() or storageInfo(). */
  capacity?: number;
  [key: string]: unknown;
};
