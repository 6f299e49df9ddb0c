import type { BucketTabProps } from '../bucket-tab-props';
import { TabNotBuiltYet } from '../tab-not-built-yet';

export function LifecycleTab(_props: BucketTabProps) {
  return <TabNotBuiltYet />;
}
