// A bucket's replication configuration as MinIO reads and writes it (S3 `?replication` XML plus MinIO's
// DeleteReplication element, which the AWS SDK can neither send nor read back). NOTES.md.
import { XMLParser } from 'fast-xml-parser';

export type ReplicationStatus = 'Enabled' | 'Disabled';
export type ReplicationTag = { key: string; value: string };

export type ReplicationRuleConfig = {
  id: string;
  priority: number;
  status: ReplicationStatus;
  prefix: string;
  tags: ReplicationTag[];
  /** A remote target ARN (`arn:minio:replication:…`), or the legacy `arn:aws:s3:::bucket` with a Role. */
  destinationBucket: string;
  /** '' = the target's default; MinIO accepts only STANDARD and REDUCED_REDUNDANCY. */
  storageClass: string;
  deleteMarkerReplication: boolean;
  deleteReplication: boolean;
  /** SourceSelectionCriteria.ReplicaModifications (metadata changes of replicas sync back). */
  replicaModifications: boolean;
  existingObjectReplication: boolean;
};

export type ReplicationConfig = { role: string; rules: ReplicationRuleConfig[] };

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => name === 'Rule' || name === 'Tag',
});

type RawTag = { Key?: string; Value?: string };
type RawStatus = { Status?: string } | undefined;
type RawRule = {
  ID?: string;
  Priority?: string;
  Status?: string;
  Prefix?: string;
  Filter?: { Prefix?: string; Tag?: RawTag[]; And?: { Prefix?: string; Tag?: RawTag[] } };
  Destination?: { Bucket?: string; StorageClass?: string };
  DeleteMarkerReplication?: RawStatus;
  DeleteReplication?: RawStatus;
  ExistingObjectReplication?: RawStatus;
  SourceSelectionCriteria?: { ReplicaModifications?: RawStatus };
};

const enabled = (raw: RawStatus) => raw?.Status === 'Enabled';
const toTags = (raw: RawTag[] | undefined) =>
  (raw ?? []).map((tag) => ({ key: tag.Key ?? '', value: tag.Value ?? '' }));

function toRule(raw: RawRule): ReplicationRuleConfig {
  const filter = raw.Filter ?? {};
  return {
    id: raw.ID ?? '',
    priority: Number(raw.Priority ?? 0),
    status: raw.Status === 'Disabled' ? 'Disabled' : 'Enabled',
    prefix: filter.And?.Prefix ?? filter.Prefix ?? raw.Prefix ?? '',
    tags: toTags(filter.And?.Tag ?? filter.Tag),
    destinationBucket: raw.Destination?.Bucket ?? '',
    storageClass: raw.Destination?.StorageClass ?? '',
    deleteMarkerReplication: enabled(raw.DeleteMarkerReplication),
    deleteReplication: enabled(raw.DeleteReplication),
    replicaModifications: enabled(raw.SourceSelectionCriteria?.ReplicaModifications),
    existingObjectReplication: enabled(raw.ExistingObjectReplication),
  };
}

export function parseReplicationConfig(xml: string): ReplicationConfig {
  const doc = parser.parse(xml) as {
    ReplicationConfiguration?: { Role?: string; Rule?: RawRule[] };
  };
  const config = doc.ReplicationConfiguration ?? {};
  return { role: config.Role ?? '', rules: (config.Rule ?? []).map(toRule) };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
const element = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => element(name, escapeXml(value));
const status = (name: string, on: boolean) => element(name, text('Status', on ? 'Enabled' : 'Disabled'));
const tagXml = (tag: ReplicationTag) => element('Tag', text('Key', tag.key) + text('Value', tag.value));

/** One Prefix, one Tag, or And (MinIO: "Filter must have exactly one of Prefix, Tag, or And"). */
function filterXml(rule: ReplicationRuleConfig): string {
  if (rule.tags.length === 0) return element('Filter', text('Prefix', rule.prefix));
  const [only] = rule.tags;
  if (only && rule.tags.length === 1 && rule.prefix === '') return element('Filter', tagXml(only));
  const and = (rule.prefix ? text('Prefix', rule.prefix) : '') + rule.tags.map(tagXml).join('');
  return element('Filter', element('And', and));
}

function ruleXml(rule: ReplicationRuleConfig): string {
  const destination =
    text('Bucket', rule.destinationBucket) +
    (rule.storageClass ? text('StorageClass', rule.storageClass) : '');
  return element(
    'Rule',
    text('ID', rule.id) +
      text('Priority', String(rule.priority)) +
      text('Status', rule.status) +
      filterXml(rule) +
      element('Destination', destination) +
      status('DeleteMarkerReplication', rule.deleteMarkerReplication) +
      status('DeleteReplication', rule.deleteReplication) +
      status('ExistingObjectReplication', rule.existingObjectReplication) +
      element('SourceSelectionCriteria', status('ReplicaModifications', rule.replicaModifications)),
  );
}

export function buildReplicationConfig(config: ReplicationConfig): string {
  const role = config.role ? text('Role', config.role) : '';
  return (
    '<ReplicationConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    role +
    config.rules.map(ruleXml).join('') +
    '</ReplicationConfiguration>'
  );
}
