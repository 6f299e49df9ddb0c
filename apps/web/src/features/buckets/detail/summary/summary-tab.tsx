import type { BucketTabProps } from '../bucket-tab-props';
import { TabNotBuiltYet } from '../tab-not-built-yet';

export function SummaryTab(_props: BucketTabProps) {
  return <TabNotBuiltYet />;
}
