import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '@/components/form-switch';
import { FormTextField } from '@/components/form-text-field';
import { KeyStoreFields } from './key-store-fields';
import { keyStores } from './encryption-values';
import { PemFileField } from './pem-file-field';
import { encryptionAllowed } from './security-values';
import { encryptionStepProblems, ownKesCertificates, type WizardValues } from './wizard-values';

type StepProps = { control: Control<WizardValues>; values: WizardValues };

/** Without automatic certificates: KES's own, and MinIO's towards KES (spec 3 §5). */
function KesCertificates({ control }: { control: Control<WizardValues> }) {
  return (
    <Stack component="section" aria-label="Key service certificates" spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Certificates
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Without automatic certificates, KES serves with its own certificate and MinIO reaches it with a client
        certificate: all four files are needed.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PemFileField control={control} name="kes.server.crt" label="KES Cert" kind="certificate" required />
        <PemFileField control={control} name="kes.server.key" label="KES Key" kind="key" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PemFileField
          control={control}
          name="kes.client.crt"
          label="MinIO Client Cert"
          kind="certificate"
          required
        />
        <PemFileField control={control} name="kes.client.key" label="MinIO Client Key" kind="key" required />
      </Stack>
    </Stack>
  );
}

/** Encryption (spec 3 §2, Advanced Mode): a key service (KES) for the tenant, over one key store. */
export function EncryptionStep({ control, values }: StepProps) {
  const allowed = encryptionAllowed(values);
  const problems = Object.fromEntries(
    encryptionStepProblems(values).map((problem) => [problem.path.join('.'), problem.message]),
  );
  return (
    <Stack spacing={2.5}>
      <FormSwitch
        control={control}
        name="encryption"
        label="Encryption: objects are encrypted with keys from KES"
        disabled={!allowed && !values.encryption}
      />
      {!allowed && (
        <Alert severity="info">
          Encryption needs TLS, with automatic certificates or a server certificate and its key: turn them on
          under Security.
        </Alert>
      )}
      {values.encryption && (
        <>
          <FormTextField control={control} name="kes.provider" label="Key Store" select required>
            {Object.entries(keyStores).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
          {ownKesCertificates(values) && <KesCertificates control={control} />}
          <KeyStoreFields control={control} provider={values.kes.provider} problems={problems} />
        </>
      )}
    </Stack>
  );
}
