import type { LifecycleRule } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';

/** A lifecycle date is a calendar day at midnight UTC: shown as that day, whatever the user's zone. */
export function formatLifecycleDate(iso: string): string {
  const time = Date.parse(iso);
  if (iso === '' || Number.isNaN(time) || time <= 0) return '';
  return new Date(time).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** Spec 1 §2.7: days as 'N day(s)', otherwise the date; a zero date shows empty. */
export function daysOrDate(when: { days: number; date: string }): string {
  if (when.days > 0) return `${when.days} ${when.days === 1 ? 'day' : 'days'}`;
  return formatLifecycleDate(when.date);
}

export const lifecycleColumns: DataTableColumn<LifecycleRule>[] = [
  { id: 'id', header: 'ID', cell: (rule) => rule.id, width: 'minmax(170px, 1.3fr)' },
  { id: 'prefix', header: 'Prefix', cell: (rule) => rule.prefix },
  { id: 'status', header: 'Status', cell: (rule) => rule.status, width: 100 },
  { id: 'expiration', header: 'Expiration', cell: (rule) => daysOrDate(rule.expiration) },
  { id: 'transition', header: 'Transition', cell: (rule) => daysOrDate(rule.transition) },
  { id: 'storage-class', header: 'Storage Class', cell: (rule) => rule.transition.storage_class },
];
