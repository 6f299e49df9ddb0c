import type { LifecycleRule } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';
import { formatCalendarDay } from '@/lib/format';

/** Spec 1 §2.7: days as 'N day(s)', otherwise the date; a zero date shows empty. */
export function daysOrDate(when: { days: number; date: string }): string {
  if (when.days > 0) return `${when.days} ${when.days === 1 ? 'day' : 'days'}`;
  return formatCalendarDay(when.date);
}

export const lifecycleColumns: DataTableColumn<LifecycleRule>[] = [
  { id: 'id', header: 'ID', cell: (rule) => rule.id, width: 'minmax(170px, 1.3fr)' },
  { id: 'prefix', header: 'Prefix', cell: (rule) => rule.prefix },
  { id: 'status', header: 'Status', cell: (rule) => rule.status, width: 100 },
  { id: 'expiration', header: 'Expiration', cell: (rule) => daysOrDate(rule.expiration) },
  { id: 'transition', header: 'Transition', cell: (rule) => daysOrDate(rule.transition) },
  { id: 'storage-class', header: 'Storage Class', cell: (rule) => rule.transition.storage_class },
];
