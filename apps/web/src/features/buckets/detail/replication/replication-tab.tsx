import type { BucketTabProps } from '../bucket-tab-props';
import { TabNotBuiltYet } from '../tab-not-built-yet';

export function ReplicationTab(_props: BucketTabProps) {
  return <TabNotBuiltYet />;
}
