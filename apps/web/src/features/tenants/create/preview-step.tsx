import { GiB, formatBytes, memoryLimit } from '@granary/contract';
import { FactsList } from '@/components/facts-list';
import { imageFields, selectedLabels, type ImageField } from './advanced-values';
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
      values[field] || 'The operator’s default',
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
    ['TLS', 'On, with certificates the operator generates'],
    ...configuredRows(values),
    ['Identity provider', 'Built-in: one user, its keys shown once the tenant is created'],
  ];
  return <FactsList aria-label="Tenant configuration" facts={rows} stackOnPhone />;
}
