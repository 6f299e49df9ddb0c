import { GiB, defaultKesImage, formatBytes, memoryLimit } from '@granary/contract';
import { FactsList } from '@/components/facts-list';
import { imageFields, selectedLabels, type ImageField } from './advanced-values';
import { keyStores } from './encryption-values';
import { completePairs } from './security-values';
import type { SizeCheck } from './use-size-check';
import type { WizardValues } from './wizard-values';

const exposed = (values: WizardValues) =>
  [values.exposeMinio && 'MinIO', values.exposeConsole && 'its console'].filter(Boolean).join(' and ') ||
  'None';

const storage = (override: boolean, storageClass: string, size: string) =>
  override ? `${size} Gi on ${storageClass}` : '5 Gi on the tenant’s storage class';

const affinities = { none: 'None', default: 'No two servers of the pool on one node' } as const;

/** What Advanced Mode chose, or the defaults it would have shown. */
function configuredRows(values: WizardValues): [string, string][] {
  const advanced = values.advanced;
  const images = advanced && values.customImage ? (Object.keys(imageFields) as ImageField[]) : [];
  const labels = selectedLabels(values).map(({ key, value }) => `${key}=${value}`);
  const kind = advanced ? values.affinity : 'default';
  const affinity =
    kind === 'nodeSelector'
      ? `Nodes labelled ${labels.join(', ')}${values.antiAffinity ? ', no two servers on one node' : ''}`
      : affinities[kind];
  return [
    ...images.map((field): [string, string] => [
      imageFields[field].label,
      values[field] || (field === 'kesImage' ? defaultKesImage : 'The operator’s default'),
    ]),
    ...(advanced && values.customImage && values.customRegistry
      ? [['Registry', `${values.registry} as ${values.registryUsername}`] as [string, string]]
      : []),
    ['Exposed services', advanced ? exposed(values) : 'MinIO and its console'],
    ['Metrics', storage(advanced && values.metricsOverride, values.metricsClass, values.metricsSize)],
    ['Log search', storage(advanced && values.logOverride, values.logClass, values.logSize)],
    ['Pod affinity', affinity],
  ];
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function identityRow(values: WizardValues): string {
  if (values.advanced && values.idp === 'oidc')
    return `OpenID: ${values.oidc.configuration_url}, client ${values.oidc.client_id}`;
  if (values.advanced && values.idp === 'ad')
    return `Active Directory at ${values.ad.url}: ${plural(values.ad.user_dns.length, 'administrator')}`;
  const users = values.advanced ? values.users.length : 1;
  return `Built-in: ${plural(users, 'user')}, the keys shown once the tenant is created`;
}

function tlsRow(values: WizardValues): string {
  if (!values.advanced) return 'On, with certificates the operator generates';
  if (!values.tls) return 'Off';
  const own = completePairs(values).length;
  const cas = values.customCerts ? values.caCerts.filter((row) => row.crt).length : 0;
  const parts = [
    values.autoCert && 'certificates the operator generates',
    own > 0 && plural(own, 'certificate') + ' of yours',
    cas > 0 && plural(cas, 'trusted CA'),
  ].filter(Boolean);
  return `On, with ${parts.join(', ')}`;
}

function encryptionRow(values: WizardValues): string {
  if (!values.advanced || !values.encryption) return 'Off';
  const { provider } = values.kes;
  const where = {
    vault: values.kes.vault.endpoint,
    aws: values.kes.aws.secretsmanager.endpoint,
    gemalto: values.kes.gemalto.keysecure.endpoint,
    gcp: `project ${values.kes.gcp.secretmanager.project_id}`,
  };
  return `KES over ${keyStores[provider]} (${where[provider]})`;
}

/** Preview Configuration (spec 3 §2): every choice before Create. */
export function PreviewStep({ values, check }: { values: WizardValues; check: SizeCheck }) {
  const { distribution } = check;
  const request = Number(values.memory) * GiB;
  const raw = distribution.ok ? distribution.drives * distribution.driveBytes : 0;
  const rows: [string, string][] = [
    ['Tenant name', values.name],
    ['Namespace', values.namespace],
    ['Storage class', values.storageClass],
    ['Servers', values.servers],
    ['Drives per server', values.drivesPerServer],
    ['Each drive', distribution.ok ? formatBytes(distribution.driveBytes) : '—'],
    ['Raw capacity', formatBytes(raw)],
    [
      'Memory per server',
      `${formatBytes(request)} requested, ${formatBytes(memoryLimit(request, raw))} limit`,
    ],
    ['Erasure code parity', values.parity],
    ...configuredRows(values),
    ['Identity provider', identityRow(values)],
    ['TLS', tlsRow(values)],
    ['Encryption', encryptionRow(values)],
  ];
  return <FactsList aria-label="Tenant configuration" facts={rows} stackOnPhone />;
}
