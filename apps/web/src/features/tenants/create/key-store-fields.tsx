import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EncryptionProvider } from '@granary/contract';
import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { PemFileField } from './pem-file-field';
import type { WizardValues } from './wizard-values';

/** A field of a key store's form: text (a secret one hidden, seconds as a number) or a PEM file. */
type Field = {
  name: FieldPath<WizardValues>;
  label: string;
  kind?: 'secret' | 'seconds' | 'multiline' | 'certificate' | 'key';
  required?: boolean;
  placeholder?: string;
};
/** A heading, or fields side by side (one under another on a phone). */
type Line = string | Field[];

const secondsInput = { htmlInput: { inputMode: 'numeric' as const, min: 0 } };

type FieldInputProps = { control: Control<WizardValues>; field: Field; problem: string | undefined };

function FieldInput({ control, field, problem }: FieldInputProps) {
  const { name, label, kind, required, placeholder } = field;
  // A file's problem (half of a pair) follows from another choice: shown from the step's check.
  if (kind === 'certificate' || kind === 'key')
    return <PemFileField control={control} name={name} label={label} kind={kind} problem={problem} />;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={Boolean(required)}
      placeholder={placeholder}
      fullWidth
      autoComplete={kind === 'secret' ? 'new-password' : 'off'}
      {...(kind === 'secret' && { type: 'password' })}
      {...(kind === 'seconds' && { slotProps: secondsInput })}
      {...(kind === 'multiline' && { multiline: true, minRows: 3 })}
    />
  );
}

const vault = 'kes.vault';
const aws = 'kes.aws.secretsmanager';
const gemalto = 'kes.gemalto.keysecure';
const gcp = 'kes.gcp.secretmanager';

/** Each key store's form (spec 3 §3), as KES asks for it. */
const keyStoreLines: Record<EncryptionProvider, Line[]> = {
  vault: [
    [
      {
        name: `${vault}.endpoint`,
        label: 'Endpoint',
        required: true,
        placeholder: 'https://vault.example.com:8200',
      },
    ],
    [
      { name: `${vault}.engine`, label: 'Engine', placeholder: 'kv' },
      { name: `${vault}.namespace`, label: 'Namespace' },
      { name: `${vault}.prefix`, label: 'Prefix' },
    ],
    'AppRole',
    [
      { name: `${vault}.approle.engine`, label: 'Engine', placeholder: 'approle' },
      { name: `${vault}.approle.id`, label: 'AppRole ID', required: true },
    ],
    [
      { name: `${vault}.approle.secret`, label: 'AppRole Secret', kind: 'secret', required: true },
      { name: `${vault}.approle.retry`, label: 'Retry [s]', kind: 'seconds', placeholder: '15' },
    ],
    'Mutual TLS towards Vault',
    [
      { name: `${vault}.tls.crt`, label: 'Cert', kind: 'certificate' },
      { name: `${vault}.tls.key`, label: 'Key', kind: 'key' },
      { name: `${vault}.tls.ca`, label: 'CA', kind: 'certificate' },
    ],
    [{ name: `${vault}.status.ping`, label: 'Status ping [s]', kind: 'seconds', placeholder: '10' }],
  ],
  aws: [
    [
      {
        name: `${aws}.endpoint`,
        label: 'Endpoint',
        required: true,
        placeholder: 'secretsmanager.us-east-1.amazonaws.com',
      },
    ],
    [
      { name: `${aws}.region`, label: 'Region', required: true, placeholder: 'us-east-1' },
      { name: `${aws}.kmskey`, label: 'KMS Key' },
    ],
    [
      { name: `${aws}.credentials.accesskey`, label: 'Access Key', required: true },
      { name: `${aws}.credentials.secretkey`, label: 'Secret Key', kind: 'secret', required: true },
    ],
    [{ name: `${aws}.credentials.token`, label: 'Session Token' }],
  ],
  gemalto: [
    [
      {
        name: `${gemalto}.endpoint`,
        label: 'Endpoint',
        required: true,
        placeholder: 'https://keysecure.example.com',
      },
    ],
    [
      { name: `${gemalto}.credentials.token`, label: 'Token', kind: 'secret', required: true },
      { name: `${gemalto}.credentials.domain`, label: 'Domain', required: true },
      { name: `${gemalto}.credentials.retry`, label: 'Retry [s]', kind: 'seconds', placeholder: '15' },
    ],
    [{ name: `${gemalto}.tls.ca`, label: 'CA', kind: 'certificate' }],
  ],
  gcp: [
    [
      { name: `${gcp}.project_id`, label: 'Project ID', required: true },
      { name: `${gcp}.endpoint`, label: 'Endpoint', placeholder: 'secretmanager.googleapis.com:443' },
    ],
    'Service account (empty: the pod’s own Google credentials)',
    [
      { name: `${gcp}.credentials.client_email`, label: 'Client Email' },
      { name: `${gcp}.credentials.client_id`, label: 'Client ID' },
    ],
    [{ name: `${gcp}.credentials.private_key_id`, label: 'Private Key ID' }],
    [
      {
        name: `${gcp}.credentials.private_key`,
        label: 'Private Key',
        kind: 'multiline',
        placeholder: '-----BEGIN PRIVATE KEY-----',
      },
    ],
  ],
};

/** The chosen key store's fields: Vault, AWS Secrets Manager, Gemalto KeySecure or GCP Secret Manager. */
type KeyStoreFieldsProps = {
  control: Control<WizardValues>;
  provider: EncryptionProvider;
  /** The step's problems by field path. */
  problems: Record<string, string>;
};

export function KeyStoreFields({ control, provider, problems }: KeyStoreFieldsProps) {
  return (
    <Stack spacing={2}>
      {keyStoreLines[provider].map((line) =>
        typeof line === 'string' ? (
          <Typography key={line} variant="subtitle2" component="h3">
            {line}
          </Typography>
        ) : (
          <Stack key={line[0]?.name} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {line.map((field) => (
              <FieldInput key={field.name} control={control} field={field} problem={problems[field.name]} />
            ))}
          </Stack>
        ),
      )}
    </Stack>
  );
}
