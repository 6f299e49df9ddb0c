import { describe, expect, it } from 'vitest';
import type { ReplicationRuleConfig } from './replication-config.ts';
import { buildReplicationConfig, parseReplicationConfig } from './replication-config.ts';

const rule = (patch: Partial<ReplicationRuleConfig>): ReplicationRuleConfig => ({
  id: 'r1',
  priority: 1,
  status: 'Enabled',
  prefix: '',
  tags: [],
  destinationBucket: 'arn:minio:replication::id:target',
  storageClass: '',
  deleteMarkerReplication: false,
  deleteReplication: true,
  replicaModifications: true,
  existingObjectReplication: true,
  ...patch,
});

describe('replication configuration XML', () => {
  it('round-trips every field, MinIO DeleteReplication included', () => {
    const config = {
      role: '',
      rules: [
        rule({}),
        rule({
          id: 'r2',
          priority: 2,
          prefix: 'a&b/',
          tags: [{ key: 'k', value: 'v<1>' }],
          storageClass: 'STANDARD',
        }),
        rule({ id: 'r3', priority: 3, tags: [{ key: 'only', value: 'one' }], status: 'Disabled' }),
      ],
    };
    expect(parseReplicationConfig(buildReplicationConfig(config))).toEqual(config);
  });

  it('writes exactly one of Prefix, Tag or And in each Filter', () => {
    const xml = buildReplicationConfig({
      role: '',
      rules: [
        rule({}),
        rule({ id: 'b', tags: [{ key: 'k', value: 'v' }] }),
        rule({ id: 'c', prefix: 'p', tags: [{ key: 'k', value: 'v' }] }),
      ],
    });
    expect(xml).toContain('<Filter><Prefix></Prefix></Filter>');
    expect(xml).toContain('<Filter><Tag><Key>k</Key><Value>v</Value></Tag></Filter>');
    expect(xml).toContain(
      '<Filter><And><Prefix>p</Prefix><Tag><Key>k</Key><Value>v</Value></Tag></And></Filter>',
    );
    expect(xml).toContain('<DeleteReplication><Status>Enabled</Status></DeleteReplication>');
  });

  it('reads a legacy top-level Prefix and a Role', () => {
    const parsed = parseReplicationConfig(
      '<ReplicationConfiguration><Role>arn:minio:replication::x:t</Role><Rule><ID>old</ID><Priority>4</Priority>' +
        '<Status>Enabled</Status><Prefix>logs/</Prefix><Destination><Bucket>arn:aws:s3:::t</Bucket></Destination>' +
        '</Rule></ReplicationConfiguration>',
    );
    expect(parsed.role).toBe('arn:minio:replication::x:t');
    expect(parsed.rules[0]).toMatchObject({
      id: 'old',
      priority: 4,
      prefix: 'logs/',
      deleteReplication: false,
    });
  });
});
