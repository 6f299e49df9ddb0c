import type {
  LifecycleRule as S3LifecycleRule,
  LifecycleRuleFilter,
  Tag,
  TransitionStorageClass,
} from '@aws-sdk/client-s3';
import type { AddLifecycleRuleRequest, LifecycleRule, LifecycleTag } from '@granary/contract';
import { lifecycleCalendarDate } from '@granary/contract';
import { randomBytes } from 'node:crypto';

/** The query-pair editor's 'k=v&k2=v2' (URL-encoded); pairs without a key are dropped. */
export function parseTags(query: string): Tag[] {
  return [...new URLSearchParams(query)].flatMap(([Key, Value]) => (Key ? [{ Key, Value }] : []));
}

/** S3 keeps a rule's prefix and tags in one of three filter shapes (or the legacy top-level Prefix). */
export function ruleFilterParts(rule: S3LifecycleRule): { prefix: string; tags: Tag[] } {
  const filter = rule.Filter;
  if (filter?.And) return { prefix: filter.And.Prefix ?? '', tags: filter.And.Tags ?? [] };
  if (filter?.Tag) return { prefix: '', tags: [filter.Tag] };
  return { prefix: filter?.Prefix ?? rule.Prefix ?? '', tags: [] };
}

/** A single tag without a prefix goes in Filter.Tag: MinIO rejects an And holding only one tag. */
export function buildFilter(prefix: string, tags: Tag[]): LifecycleRuleFilter {
  if (tags.length === 0) return { Prefix: prefix };
  if (tags.length === 1 && prefix === '') return { Tag: tags[0] as Tag };
  return { And: { ...(prefix && { Prefix: prefix }), Tags: tags } };
}

const isoDate = (date: Date | undefined) => (date && date.getTime() > 0 ? date.toISOString() : '');

/** S3's rule as the console shows it; unset numbers are 0 and unset dates ''. */
export function toContractRule(rule: S3LifecycleRule): LifecycleRule {
  const { prefix, tags } = ruleFilterParts(rule);
  const transition = rule.Transitions?.[0];
  const noncurrentTransition = rule.NoncurrentVersionTransitions?.[0];
  return {
    id: rule.ID ?? '',
    prefix,
    status: rule.Status === 'Enabled' ? 'Enabled' : 'Disabled',
    tags: tags.map((tag): LifecycleTag => ({ key: tag.Key ?? '', value: tag.Value ?? '' })),
    expiration: {
      days: rule.Expiration?.Days ?? 0,
      date: isoDate(rule.Expiration?.Date),
      delete_marker: rule.Expiration?.ExpiredObjectDeleteMarker ?? false,
    },
    transition: {
      days: transition?.Days ?? 0,
      date: isoDate(transition?.Date),
      storage_class: transition?.StorageClass ?? '',
    },
    noncurrentversion_expiration_days: rule.NoncurrentVersionExpiration?.NoncurrentDays ?? 0,
    noncurrentversion_transition_days: noncurrentTransition?.NoncurrentDays ?? 0,
    noncurrentversion_transition_storage_class: noncurrentTransition?.StorageClass ?? '',
  };
}

/** S3 (and MinIO) accept lifecycle dates only at midnight UTC: the picked calendar day at 00:00:00Z. */
export function midnightUtc(value: string): Date {
  const day = lifecycleCalendarDate(value);
  if (!day) throw new TypeError(`not a lifecycle date: ${value}`);
  return new Date(`${day}T00:00:00Z`);
}

/** Tier names are upper case on MinIO, so a class typed in lower case still finds its tier. */
const tierClass = (name: string) => name.trim().toUpperCase() as TransitionStorageClass;

/** A new, unique rule id: 20 hexadecimal characters. */
export const newRuleId = () => randomBytes(10).toString('hex');

function expiration(body: AddLifecycleRuleRequest): S3LifecycleRule['Expiration'] {
  if (body.expiry_date !== undefined) return { Date: midnightUtc(body.expiry_date) };
  if (body.expiry_days !== undefined) return { Days: body.expiry_days };
  if (body.expired_object_delete_marker) return { ExpiredObjectDeleteMarker: true };
  return undefined;
}

function transitions(body: AddLifecycleRuleRequest): S3LifecycleRule['Transitions'] {
  if (body.storage_class === undefined) return undefined;
  const when =
    body.transition_date !== undefined
      ? { Date: midnightUtc(body.transition_date) }
      : { Days: body.transition_days ?? 0 };
  return [{ ...when, StorageClass: tierClass(body.storage_class) }];
}

/** The S3 rule for a validated add request (the contract has already rejected impossible mixes). */
export function buildRule(body: AddLifecycleRuleRequest, id = newRuleId()): S3LifecycleRule {
  const rule: S3LifecycleRule = {
    ID: id,
    Status: body.disable ? 'Disabled' : 'Enabled',
    Filter: buildFilter(body.prefix ?? '', parseTags(body.tags ?? '')),
  };
  const expiry = expiration(body);
  if (expiry) rule.Expiration = expiry;
  const transition = transitions(body);
  if (transition) rule.Transitions = transition;
  if (body.noncurrentversion_expiration_days !== undefined)
    rule.NoncurrentVersionExpiration = { NoncurrentDays: body.noncurrentversion_expiration_days };
  if (
    body.noncurrentversion_transition_days !== undefined &&
    body.noncurrentversion_transition_storage_class !== undefined
  )
    rule.NoncurrentVersionTransitions = [
      {
        NoncurrentDays: body.noncurrentversion_transition_days,
        StorageClass: tierClass(body.noncurrentversion_transition_storage_class),
      },
    ];
  return rule;
}

const sameTags = (a: Tag[], b: Tag[]) => {
  const key = (tags: Tag[]) => JSON.stringify(tags.map((tag) => [tag.Key ?? '', tag.Value ?? '']).sort());
  return key(a) === key(b);
};

/** The rule with its status set; the filter is rebuilt only when the tags really change. */
export function editRule(rule: S3LifecycleRule, disable: boolean, tags?: string): S3LifecycleRule {
  const edited: S3LifecycleRule = { ...rule, Status: disable ? 'Disabled' : 'Enabled' };
  if (tags === undefined) return edited;
  const current = ruleFilterParts(rule);
  const wanted = parseTags(tags);
  if (sameTags(current.tags, wanted)) return edited;
  // The legacy top-level Prefix cannot stand beside a Filter.
  return { ...edited, Prefix: undefined, Filter: buildFilter(current.prefix, wanted) };
}
