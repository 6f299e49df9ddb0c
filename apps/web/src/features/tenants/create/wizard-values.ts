import {
  GiB,
  encryptionNeedsTls,
  TiB,
  distribute,
  kubeNameSchema,
  memoryLimit,
  parityNumber,
  tenantNameSchema,
  type CreateTenantRequest,
  type Distribution,
} from '@granary/contract';
import { z } from 'zod';
import {
  advancedDefaults,
  advancedFields,
  checkAdvanced,
  configurePayload,
  poolAffinity,
} from './advanced-values';
import {
  encryptionDefaults,
  encryptionFields,
  encryptionPayload,
  encryptionProblems,
} from './encryption-values';
import { identityDefaults, identityFields, identityPayload, identityProblems } from './identity-values';
import {
  encryptionAllowed,
  securityDefaults,
  securityFields,
  securityPayload,
  securityProblems,
} from './security-values';
import { addProblems } from './step-problems';

export const sizeUnits = ['Gi', 'Ti', 'Pi'] as const;
export type SizeUnit = (typeof sizeUnits)[number];
const unitBytes: Record<SizeUnit, number> = { Gi: GiB, Ti: TiB, Pi: 1024 * TiB };

const required = 'Field cannot be empty';
const wholeNumber = (atLeast: number, tooFew: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+$/, 'Enter a whole number')
    .refine((value) => Number(value) >= atLeast, tooFew);

/**
 * What the wizard's steps hold (spec 3 §2, §3), as typed: numbers stay text until they are read, so a
 * field being edited is never forced to a number. `wizardFields` without the Advanced Mode steps' rules,
 * which depend on their switches (`wizardSchema`).
 */
export const wizardFields = z.object({
  name: z.string().min(1, required).pipe(tenantNameSchema),
  namespace: z.string().min(1, required).pipe(kubeNameSchema),
  storageClass: z.string().min(1, required),
  servers: wholeNumber(4, 'A tenant needs at least 4 servers'),
  drivesPerServer: wholeNumber(1, 'There must be at least one drive'),
  size: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+(\.\d+)?$/, 'Enter a number'),
  sizeUnit: z.enum(sizeUnits),
  memory: z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+$/, 'Enter a whole number of Gi')
    .refine((value) => Number(value) >= 2, 'Memory size must be greater than 2Gi'),
  parity: z.string(),
  ...advancedFields,
  ...identityFields,
  ...securityFields,
  ...encryptionFields,
});
export type WizardValues = z.infer<typeof wizardFields>;

/** KES's and MinIO's certificates towards it are the user's to give (spec 3 §5): no automatic ones. */
export const ownKesCertificates = (values: WizardValues) => values.tls && !values.autoCert;

export const encryptionStepProblems = (values: WizardValues) => [
  ...(values.encryption && !encryptionAllowed(values)
    ? [
        {
          path: ['encryption'],
          message: encryptionNeedsTls,
        },
      ]
    : []),
  ...encryptionProblems(values, ownKesCertificates(values)),
];

/** Every Advanced Mode step's problems under their fields; none count in basic mode. */
export const wizardSchema = wizardFields.superRefine((values, context) => {
  checkAdvanced(values, context);
  if (!values.advanced) return;
  addProblems(
    [...identityProblems(values), ...securityProblems(values), ...encryptionStepProblems(values)],
    context,
  );
});

/** The wizard's defaults (spec 3 §3): 4 servers of 1 drive, 100 Gi, 2 Gi of memory each. */
export const wizardDefaults: WizardValues = {
  name: '',
  namespace: '',
  storageClass: '',
  servers: '4',
  drivesPerServer: '1',
  size: '100',
  sizeUnit: 'Gi',
  memory: '2',
  parity: '',
  ...advancedDefaults,
  ...identityDefaults,
  ...securityDefaults,
  ...encryptionDefaults,
};

export const totalBytes = (values: Pick<WizardValues, 'size' | 'sizeUnit'>) =>
  Math.floor(Number(values.size) * unitBytes[values.sizeUnit]);

export const poolDistribution = (values: WizardValues): Distribution =>
  distribute(totalBytes(values), Number(values.servers), Number(values.drivesPerServer));

const advancedEncryption = (values: WizardValues) =>
  values.advanced
    ? encryptionPayload(
        values,
        values.customImage ? values.kesImage.trim() || undefined : undefined,
        ownKesCertificates(values),
      )
    : undefined;

/** The create payload from the wizard's values (in basic mode: the built-in users, automatic TLS). */
export function createPayload(values: WizardValues): CreateTenantRequest | undefined {
  const distribution = poolDistribution(values);
  if (!distribution.ok) return undefined;
  const pool = 'pool-0';
  const request = Number(values.memory) * GiB;
  const affinity = poolAffinity(values, values.name, pool);
  return {
    name: values.name,
    namespace: values.namespace,
    pools: [
      {
        name: pool,
        servers: distribution.servers,
        volumes_per_server: distribution.drivesPerServer,
        volume_configuration: { size: distribution.driveBytes, storage_class_name: values.storageClass },
        resources: {
          requests: { memory: request },
          limits: { memory: memoryLimit(request, distribution.driveBytes * distribution.drives) },
        },
        ...(affinity && { affinity }),
      },
    ],
    erasureCodingParity: parityNumber(values.parity),
    enable_console: true,
    enable_prometheus: true,
    idp: values.advanced ? identityPayload(values) : { keys: [values.generatedUser] },
    ...(values.advanced ? securityPayload(values) : { enable_tls: true }),
    ...(advancedEncryption(values) && { encryption: advancedEncryption(values) }),
    ...configurePayload(values),
  };
}
