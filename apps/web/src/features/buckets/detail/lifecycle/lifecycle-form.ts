import {
  isCalendarDate,
  lifecycleDaysSchema,
  lifecycleRuleChecks,
  type AddLifecycleRuleRequest,
} from '@granary/contract';
import { z } from 'zod';

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

/** The contract's rule for a day count, on the form's text ('1.5' and '' are no whole number). */
const dayCount = lifecycleDaysSchema('Days');
const validDays = (value: string) => dayCount.safeParse(wholeNumber(value) ?? NaN).success;

/**
 * Spec 1 §4: Save needs a real date or at least 1 day, and a storage class for a transition. Every
 * problem at once, each in the form's words; the rules are the contract's (`lifecycleDaysSchema`,
 * `isCalendarDate`, `lifecycleRuleChecks`), checked on the request the form would send.
 */
export function lifecycleFormProblems(form: LifecycleForm): LifecycleFormProblems {
  const problems: LifecycleFormProblems = {};
  const request = toAddLifecycleRequest(form);
  const picked = Object.values(form.date).every((part) => part !== '');
  if (form.targetType === 'date' && !pickedDay(form.date))
    problems.date = picked ? 'Choose a real calendar date' : 'Choose a date';
  if (form.targetType === 'days' && !validDays(form.days))
    problems.days = 'Enter a whole number of days, at least 1';
  // A transition form is a transition whatever its days say: the class is asked for at once.
  const transition = { ...request, transition_days: 1 };
  if (form.ilmType === 'transition' && lifecycleRuleChecks.transitionStorageClass.broken(transition))
    problems.storageClass = 'Choose a storage class';
  const noncurrentDays =
    form.ilmType === 'expiry' ? form.noncurrentExpirationDays : form.noncurrentTransitionDays;
  // Empty or 0 means "not set"; anything else is a day count.
  if (noncurrentDays.trim() !== '' && wholeNumber(noncurrentDays) !== 0 && !validDays(noncurrentDays))
    problems.noncurrent = 'Enter a whole number of days';
  else if (lifecycleRuleChecks.noncurrentTransitionComplete.broken(request))
    problems.noncurrent = 'Choose the non-current version storage class too';
  return problems;
}

/** Where each problem is shown: the field the user fixes. */
const problemPath = (form: LifecycleForm, problem: keyof LifecycleFormProblems) =>
  problem === 'noncurrent'
    ? form.ilmType === 'expiry'
      ? 'noncurrentExpirationDays'
      : 'noncurrentTransitionDays'
    : problem;

/** The Add Lifecycle Rule form's values, with every problem of `lifecycleFormProblems` on its field. */
export const lifecycleFormSchema = z.custom<LifecycleForm>().superRefine((form, ctx) => {
  for (const [problem, message] of Object.entries(lifecycleFormProblems(form)))
    ctx.addIssue({
      code: 'custom',
      message,
      path: [problemPath(form, problem as keyof LifecycleFormProblems)],
    });
});

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
    ...(form.storageClass !== '' && { storage_class: form.storageClass }),
    ...(when && { transition_date: when }),
    ...(days && { transition_days: days }),
    ...(noncurrentDays && {
      noncurrentversion_transition_days: noncurrentDays,
      ...(form.noncurrentTransitionStorageClass !== '' && {
        noncurrentversion_transition_storage_class: form.noncurrentTransitionStorageClass,
      }),
    }),
  };
}
