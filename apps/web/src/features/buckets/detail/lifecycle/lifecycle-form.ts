import { isCalendarDate, type AddLifecycleRuleRequest } from '@silo/contract';

export type IlmType = 'expiry' | 'transition';
export type TargetType = 'date' | 'days';
/** The picker's month (1-12), day and year as chosen; '' until chosen. */
export type PickedDate = { month: string; day: string; year: string };

export type LifecycleForm = {
  ilmType: IlmType;
  targetType: TargetType;
  date: PickedDate;
  days: string;
  noncurrentExpirationDays: string;
  noncurrentTransitionDays: string;
  noncurrentTransitionStorageClass: string;
  storageClass: string;
  prefix: string;
  /** The tag editor's output: 'key=value&key2=value2'. */
  tags: string;
  expiredObjectDeleteMarker: boolean;
};

export const defaultLifecycleForm: LifecycleForm = {
  ilmType: 'expiry',
  targetType: 'days',
  date: { month: '', day: '', year: '' },
  days: '',
  noncurrentExpirationDays: '',
  noncurrentTransitionDays: '',
  noncurrentTransitionStorageClass: '',
  storageClass: '',
  prefix: '',
  tags: '',
  expiredObjectDeleteMarker: false,
};

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : undefined);

/** 'YYYY-MM-DD' when month, day and year form a real calendar date (spec 1 §5). */
export function pickedDay(date: PickedDate): string | undefined {
  const [month, day, year] = [Number(date.month), Number(date.day), Number(date.year)];
  if (!date.month || !date.day || !date.year || !isCalendarDate(year, month, day)) return undefined;
  return `${date.year}-${date.month.padStart(2, '0')}-${date.day.padStart(2, '0')}`;
}

export type LifecycleFormProblems = Partial<Record<'date' | 'days' | 'noncurrent' | 'storageClass', string>>;

/** Optional day counts: empty or 0 means "not set"; anything else must be a whole number. */
const optionalDays = (value: string) => value.trim() === '' || wholeNumber(value) !== undefined;

/** Spec 1 §4: Save needs a real date or at least 1 day, and a storage class for a transition. */
export function lifecycleFormProblems(form: LifecycleForm): LifecycleFormProblems {
  const problems: LifecycleFormProblems = {};
  const picked = Object.values(form.date).every((part) => part !== '');
  if (form.targetType === 'date' && !pickedDay(form.date))
    problems.date = picked ? 'Choose a real calendar date' : 'Choose a date';
  if (form.targetType === 'days' && (wholeNumber(form.days) ?? 0) < 1)
    problems.days = 'Enter a whole number of days, at least 1';
  if (form.ilmType === 'transition' && form.storageClass === '')
    problems.storageClass = 'Choose a storage class';
  const noncurrentDays =
    form.ilmType === 'expiry' ? form.noncurrentExpirationDays : form.noncurrentTransitionDays;
  if (!optionalDays(noncurrentDays)) problems.noncurrent = 'Enter a whole number of days';
  else if (
    form.ilmType === 'transition' &&
    (wholeNumber(form.noncurrentTransitionDays) ?? 0) > 0 &&
    form.noncurrentTransitionStorageClass === ''
  )
    problems.noncurrent = 'Choose the non-current version storage class too';
  return problems;
}

const setDays = (value: string) => {
  const days = wholeNumber(value) ?? 0;
  return days > 0 ? days : undefined;
};

/** The request of spec 1 §7; a date travels with the end-of-day time (the server keeps the day). */
export function toAddLifecycleRequest(form: LifecycleForm): AddLifecycleRuleRequest {
  const day = form.targetType === 'date' ? pickedDay(form.date) : undefined;
  const when = day ? `${day}T23:59:59Z` : undefined;
  const days = form.targetType === 'days' ? setDays(form.days) : undefined;
  const common = { prefix: form.prefix.trim(), tags: form.tags };
  if (form.ilmType === 'expiry') {
    const noncurrentExpiration = setDays(form.noncurrentExpirationDays);
    return {
      ...common,
      expired_object_delete_marker: false,
      ...(when && { expiry_date: when }),
      ...(days && { expiry_days: days }),
      ...(noncurrentExpiration && { noncurrentversion_expiration_days: noncurrentExpiration }),
    };
  }
  const noncurrentDays = setDays(form.noncurrentTransitionDays);
  return {
    ...common,
    expired_object_delete_marker: form.expiredObjectDeleteMarker,
    storage_class: form.storageClass,
    ...(when && { transition_date: when }),
    ...(days && { transition_days: days }),
    ...(noncurrentDays && {
      noncurrentversion_transition_days: noncurrentDays,
      noncurrentversion_transition_storage_class: form.noncurrentTransitionStorageClass,
    }),
  };
}
