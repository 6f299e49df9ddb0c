import { imagePattern, type CreateTenantRequest } from '@granary/contract';
import { z } from 'zod';
import type { Problem } from './step-problems';

/** Each image field, and the form its message shows (spec 3 §5). */
export const imageFields = {
  image: { label: 'MinIO Image', example: 'minio/minio:VERSION' },
  logSearchImage: { label: 'Log Search Image', example: 'minio/operator:VERSION' },
  logSearchDbImage: { label: 'Log Search Database Image', example: 'library/postgres:VERSION' },
  metricsImage: { label: 'Metrics Image', example: 'quay.io/prometheus/prometheus:VERSION' },
  kesImage: { label: 'Key Service (KES) Image', example: 'minio/kes:VERSION' },
} as const;
export type ImageField = keyof typeof imageFields;

export const affinityKinds = ['none', 'default', 'nodeSelector'] as const;
export type AffinityKind = (typeof affinityKinds)[number];

/** The Advanced Mode steps' fields (Configure, Pod Affinity), as typed. */
export const advancedFields = {
  advanced: z.boolean(),
  customImage: z.boolean(),
  image: z.string(),
  logSearchImage: z.string(),
  logSearchDbImage: z.string(),
  metricsImage: z.string(),
  kesImage: z.string(),
  customRegistry: z.boolean(),
  registry: z.string(),
  registryUsername: z.string(),
  registryPassword: z.string(),
  exposeMinio: z.boolean(),
  exposeConsole: z.boolean(),
  metricsOverride: z.boolean(),
  metricsClass: z.string(),
  metricsSize: z.string(),
  logOverride: z.boolean(),
  logClass: z.string(),
  logSize: z.string(),
  affinity: z.enum(affinityKinds),
  antiAffinity: z.boolean(),
  nodeLabels: z.array(z.object({ key: z.string(), value: z.string() })),
};

type AdvancedValues = { [Field in keyof typeof advancedFields]: z.infer<(typeof advancedFields)[Field]> };
/** Pod Affinity's fields: the wizard's, and Expand Tenant's for its new pool. */
export type AffinityValues = Pick<AdvancedValues, 'affinity' | 'antiAffinity' | 'nodeLabels'>;
/** Configure's values, and whether the Encryption step is on (the key service's image counts then). */
type ConfigureValues = AdvancedValues & { encryption?: boolean };

/** Spec 3 §3: server and console exposed, metrics and log search at 5 Gi, the default anti-affinity. */
export const advancedDefaults: AdvancedValues = {
  advanced: false,
  customImage: false,
  image: '',
  logSearchImage: '',
  logSearchDbImage: '',
  metricsImage: '',
  kesImage: '',
  customRegistry: false,
  registry: '',
  registryUsername: '',
  registryPassword: '',
  exposeMinio: true,
  exposeConsole: true,
  metricsOverride: false,
  metricsClass: '',
  metricsSize: '5',
  logOverride: false,
  logClass: '',
  logSize: '5',
  affinity: 'default',
  antiAffinity: true,
  nodeLabels: [{ key: '', value: '' }],
};

function imageProblems(values: ConfigureValues): Problem[] {
  if (!values.customImage) return [];
  return (
    (Object.keys(imageFields) as ImageField[])
      // The key service's image counts only with encryption on.
      .filter((field) => field !== 'kesImage' || values.encryption)
      .filter((field) => values[field].trim() !== '' && !imagePattern.test(values[field].trim()))
      .map((field) => ({ path: [field], message: `Format must be of form: '${imageFields[field].example}'` }))
  );
}

function registryProblems(values: AdvancedValues): Problem[] {
  if (!values.customImage || !values.customRegistry) return [];
  const fields = ['registry', 'registryUsername', 'registryPassword'] as const;
  return fields
    .filter((field) => values[field].trim() === '')
    .map((field) => ({ path: [field], message: 'Field cannot be empty' }));
}

function overrideProblems(values: AdvancedValues): Problem[] {
  const problems: Problem[] = [];
  for (const [on, storageClass, size] of [
    ['metricsOverride', 'metricsClass', 'metricsSize'],
    ['logOverride', 'logClass', 'logSize'],
  ] as const) {
    if (!values[on]) continue;
    if (values[storageClass] === '')
      problems.push({ path: [storageClass], message: 'Field cannot be empty' });
    if (!/^\d+$/.test(values[size].trim()) || Number(values[size]) <= 0)
      problems.push({ path: [size], message: 'Volume size must be present and be greatter than 0' });
  }
  return problems;
}

/** The node selector's well-formed pairs. */
export const selectedLabels = (values: Pick<AdvancedValues, 'nodeLabels'>) =>
  values.nodeLabels.filter((label) => label.key.trim() !== '' && label.value.trim() !== '');

function affinityProblems(values: AffinityValues): Problem[] {
  if (values.affinity !== 'nodeSelector' || selectedLabels(values).length > 0) return [];
  return [{ path: ['nodeLabels'], message: 'You need to add at least one label key-pair' }];
}

/** The Configure step's problems, then Pod Affinity's: each under its field. */
export const configureProblems = (values: ConfigureValues) => [
  ...imageProblems(values),
  ...registryProblems(values),
  ...overrideProblems(values),
];
export const affinityStepProblems = affinityProblems;

export function checkAdvanced(values: ConfigureValues, context: z.RefinementCtx): void {
  if (!values.advanced) return;
  for (const problem of [...configureProblems(values), ...affinityProblems(values)])
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

const antiAffinityTerm = (tenant: string, pool: string) => ({
  labelSelector: {
    matchExpressions: [
      { key: 'v1.min.io/tenant', operator: 'In', values: [tenant] },
      { key: 'v1.min.io/pool', operator: 'In', values: [pool] },
    ],
  },
  topologyKey: 'kubernetes.io/hostname',
});

/**
 * The pool's affinity (spec 3 §3): none; the default pod anti-affinity (no two servers of the pool on one
 * node); or a node affinity of the chosen labels, with the anti-affinity too unless switched off.
 */
export function poolAffinity(
  values: AffinityValues & Pick<AdvancedValues, 'advanced'>,
  tenant: string,
  pool: string,
): Record<string, unknown> | undefined {
  const kind = values.advanced ? values.affinity : 'default';
  if (kind === 'none') return undefined;
  const antiAffinity = {
    podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [antiAffinityTerm(tenant, pool)] },
  };
  if (kind === 'default') return antiAffinity;
  const matchExpressions = selectedLabels(values).map(({ key, value }) => ({
    key: key.trim(),
    operator: 'In',
    values: [value.trim()],
  }));
  return {
    nodeAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ matchExpressions }] },
    },
    ...(values.antiAffinity && antiAffinity),
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What Configure adds to the create payload; in basic mode, the defaults. */
export function configurePayload(
  values: AdvancedValues,
): Pick<
  CreateTenantRequest,
  | 'image'
  | 'image_registry'
  | 'expose_minio'
  | 'expose_console'
  | 'logSearchConfiguration'
  | 'prometheusConfiguration'
> {
  const advanced = values.advanced;
  const images = advanced && values.customImage;
  const registry = images && values.customRegistry;
  const image = images ? text(values.image) : undefined;
  const logImage = images ? text(values.logSearchImage) : undefined;
  const dbImage = images ? text(values.logSearchDbImage) : undefined;
  const metricsImage = images ? text(values.metricsImage) : undefined;
  const metricsOverride = advanced && values.metricsOverride;
  const logOverride = advanced && values.logOverride;
  return {
    ...(image && { image }),
    ...(registry && {
      image_registry: {
        registry: values.registry.trim(),
        username: values.registryUsername.trim(),
        password: values.registryPassword,
      },
    }),
    expose_minio: advanced ? values.exposeMinio : true,
    expose_console: advanced ? values.exposeConsole : true,
    logSearchConfiguration: {
      storageSize: logOverride ? Number(values.logSize) : 5,
      ...(logOverride && { storageClass: values.logClass }),
      ...(logImage && { image: logImage }),
      ...(dbImage && { postgres_image: dbImage }),
    },
    prometheusConfiguration: {
      storageSize: metricsOverride ? Number(values.metricsSize) : 5,
      ...(metricsOverride && { storageClass: values.metricsClass }),
      ...(metricsImage && { image: metricsImage }),
    },
  };
}
