import type { BucketTabSegment } from '@granary/contract';
import type { ComponentType } from 'react';
import { AccessAuditTab } from './access-audit/access-audit-tab';
import { AccessRulesTab } from './access-rules/access-rules-tab';
import type { BucketTabProps } from './bucket-tab-props';
import { EventsTab } from './events/events-tab';
import { LifecycleTab } from './lifecycle/lifecycle-tab';
import { ReplicationTab } from './replication/replication-tab';
import { SummaryTab } from './summary/summary-tab';

export type BucketTab = {
  /** The route segment under /buckets/{name}/. */
  path: BucketTabSegment;
  label: string;
  Component: ComponentType<BucketTabProps>;
  /** Shown only on a distributed (erasure-coded) server. */
  distributedOnly?: boolean;
};

/** The bucket detail's tabs, in the spec's order (spec 1 §2.7). */
export const bucketTabs: BucketTab[] = [
  { path: 'summary', label: 'Summary', Component: SummaryTab },
  { path: 'events', label: 'Events', Component: EventsTab },
  { path: 'replication', label: 'Replication', Component: ReplicationTab, distributedOnly: true },
  { path: 'lifecycle', label: 'Lifecycle', Component: LifecycleTab, distributedOnly: true },
  { path: 'access', label: 'Access Audit', Component: AccessAuditTab },
  { path: 'prefix', label: 'Access Rules', Component: AccessRulesTab },
];
