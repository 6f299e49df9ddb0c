import type { BucketEventSubscription } from '@granary/contract';

/** 'PUT, DELETE' plus any other MinIO event name of the subscription, as the table shows them. */
export function eventNames({ events, otherEvents }: Pick<BucketEventSubscription, 'events' | 'otherEvents'>) {
  return [...events.map((type) => type.toUpperCase()), ...otherEvents].join(', ');
}
