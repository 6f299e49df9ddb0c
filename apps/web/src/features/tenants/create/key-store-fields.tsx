import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { PemFileField } from './pem-file-field';
import type { WizardValues } from './wizard-values';

type FieldsProps = { control: Control<WizardValues> };

const secondsInput = { htmlInput: { inputMode: 'numeric' as const, min: 0 } };

function Row({ children }: { children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3">
      {children}
    </Typography>
  );
}

/** HashiCorp Vault: the endpoint, its KV engine and AppRole login, mTLS towards it (spec 3 §3). */
export function VaultFields({ control }: FieldsProps) {
  const at = 'kes.vault' as const;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={`${at}.endpoint`}
        label="Endpoint"
        placeholder="https://vault.example.com:8200"
        required
      />
      <Row>
        <FormTextField control={control} name={`${at}.engine`} label="Engine" placeholder="kv" fullWidth />
        <FormTextField control={control} name={`${at}.namespace`} label="Namespace" fullWidth />
        <FormTextField control={control} name={`${at}.prefix`} label="Prefix" fullWidth />
      </Row>
      <Heading>AppRole</Heading>
      <Row>
        <FormTextField
          control={control}
          name={`${at}.approle.engine`}
          label="Engine"
          placeholder="approle"
          fullWidth
        />
        <FormTextField
          control={control}
          name={`${at}.approle.id`}
          label="AppRole ID"
          required
          fullWidth
          autoComplete="off"
        />
      </Row>
      <Row>
        <FormTextField
          control={control}
          name={`${at}.approle.secret`}
          label="AppRole Secret"
          type="password"
          required
          fullWidth
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name={`${at}.approle.retry`}
          label="Retry [s]"
          placeholder="15"
          fullWidth
          slotProps={secondsInput}
        />
      </Row>
      <Heading>Mutual TLS towards Vault</Heading>
      <Row>
        <PemFileField control={control} name={`${at}.tls.crt`} label="Cert" kind="certificate" />
        <PemFileField control={control} name={`${at}.tls.key`} label="Key" kind="key" />
        <PemFileField control={control} name={`${at}.tls.ca`} label="CA" kind="certificate" />
      </Row>
      <FormTextField
        control={control}
        name={`${at}.status.ping`}
        label="Status ping [s]"
        placeholder="10"
        slotProps={secondsInput}
      />
    </Stack>
  );
}

/** AWS Secrets Manager, with a KMS key for its secrets if wanted. */
export function AwsFields({ control }: FieldsProps) {
  const at = 'kes.aws.secretsmanager' as const;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={`${at}.endpoint`}
        label="Endpoint"
        placeholder="secretsmanager.us-east-1.amazonaws.com"
        required
      />
      <Row>
        <FormTextField
          control={control}
          name={`${at}.region`}
          label="Region"
          placeholder="us-east-1"
          required
          fullWidth
        />
        <FormTextField control={control} name={`${at}.kmskey`} label="KMS Key" fullWidth />
      </Row>
      <Row>
        <FormTextField
          control={control}
          name={`${at}.credentials.accesskey`}
          label="Access Key"
          required
          fullWidth
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name={`${at}.credentials.secretkey`}
          label="Secret Key"
          type="password"
          required
          fullWidth
          autoComplete="new-password"
        />
      </Row>
      <FormTextField
        control={control}
        name={`${at}.credentials.token`}
        label="Session Token"
        autoComplete="off"
      />
    </Stack>
  );
}

/** Thales (Gemalto) KeySecure. */
export function GemaltoFields({ control }: FieldsProps) {
  const at = 'kes.gemalto.keysecure' as const;
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={`${at}.endpoint`}
        label="Endpoint"
        placeholder="https://keysecure.example.com"
        required
      />
      <Row>
        <FormTextField
          control={control}
          name={`${at}.credentials.token`}
          label="Token"
          type="password"
          required
          fullWidth
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name={`${at}.credentials.domain`}
          label="Domain"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name={`${at}.credentials.retry`}
          label="Retry [s]"
          placeholder="15"
          fullWidth
          slotProps={secondsInput}
        />
      </Row>
      <PemFileField control={control} name={`${at}.tls.ca`} label="CA" kind="certificate" />
    </Stack>
  );
}

/** Google Cloud Secret Manager, as a service account (empty: the pod's own Google credentials). */
export function GcpFields({ control }: FieldsProps) {
  const at = 'kes.gcp.secretmanager' as const;
  return (
    <Stack spacing={2}>
      <Row>
        <FormTextField control={control} name={`${at}.project_id`} label="Project ID" required fullWidth />
        <FormTextField
          control={control}
          name={`${at}.endpoint`}
          label="Endpoint"
          placeholder="secretmanager.googleapis.com:443"
          fullWidth
        />
      </Row>
      <Heading>Service account</Heading>
      <Row>
        <FormTextField
          control={control}
          name={`${at}.credentials.client_email`}
          label="Client Email"
          fullWidth
        />
        <FormTextField control={control} name={`${at}.credentials.client_id`} label="Client ID" fullWidth />
      </Row>
      <FormTextField control={control} name={`${at}.credentials.private_key_id`} label="Private Key ID" />
      <FormTextField
        control={control}
        name={`${at}.credentials.private_key`}
        label="Private Key"
        multiline
        minRows={3}
        placeholder="-----BEGIN PRIVATE KEY-----"
      />
    </Stack>
  );
}
