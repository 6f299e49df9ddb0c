import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormRows } from '@/components/form-rows';
import { FormSwitch } from '@/components/form-switch';
import { PemFileField } from './pem-file-field';
import { securityProblems } from './security-values';
import type { WizardValues } from './wizard-values';

type StepProps = { control: Control<WizardValues> };
/** The step's problems by field path ('serverCerts.0.key'). */
type Problems = Record<string, string>;

/** Server Certificates: a certificate and its key per row (spec 3 §2). */
function ServerCertificates({ control, problems }: StepProps & { problems: Problems }) {
  const rows = useFieldArray({ control, name: 'serverCerts' });
  return (
    <Stack component="section" aria-label="Server Certificates" spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Server Certificates
      </Typography>
      <FormRows
        rows={rows.fields}
        direction={{ xs: 'column', sm: 'row' }}
        renderRow={(index) =>
          (['crt', 'key'] as const).map((part) => (
            <PemFileField
              key={part}
              control={control}
              name={`serverCerts.${index}.${part}`}
              label={part === 'crt' ? 'Cert' : 'Key'}
              kind={part === 'crt' ? 'certificate' : 'key'}
              problem={problems[`serverCerts.${index}.${part}`]}
            />
          ))
        }
        removeLabel={(index) => `Remove server certificate ${index + 1}`}
        onRemove={rows.remove}
        addLabel="Add Certificate"
        onAdd={() => rows.append({ crt: null, key: null })}
      />
    </Stack>
  );
}

/** Server CA Certificates: authorities the servers trust, a certificate per row. */
function CaCertificates({ control }: StepProps) {
  const rows = useFieldArray({ control, name: 'caCerts' });
  return (
    <Stack component="section" aria-label="Server CA Certificates" spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Server CA Certificates
      </Typography>
      <FormRows
        rows={rows.fields}
        renderRow={(index) => (
          <PemFileField control={control} name={`caCerts.${index}.crt`} label="CA Cert" kind="certificate" />
        )}
        removeLabel={(index) => `Remove CA certificate ${index + 1}`}
        onRemove={rows.remove}
        addLabel="Add CA Certificate"
        onAdd={() => rows.append({ crt: null })}
      />
    </Stack>
  );
}

/** Security (spec 3 §2, Advanced Mode): TLS, the operator's certificates and the user's own. */
export function SecurityStep({ control, values }: StepProps & { values: WizardValues }) {
  const problems: Problems = Object.fromEntries(
    securityProblems(values).map((problem) => [problem.path.join('.'), problem.message]),
  );
  return (
    <Stack spacing={2.5}>
      <Stack>
        <FormSwitch control={control} name="tls" label="TLS: clients and servers talk over HTTPS" />
        {values.tls && (
          <>
            <FormSwitch
              control={control}
              name="autoCert"
              label="Manage certificates automatically (the operator issues and renews them)"
            />
            <FormSwitch control={control} name="customCerts" label="Custom Certificates" />
          </>
        )}
        {problems.customCerts && (
          <Typography role="alert" variant="body2" color="error">
            {problems.customCerts}
          </Typography>
        )}
      </Stack>
      {!values.tls && (
        <Typography variant="body2" color="text.secondary">
          Without TLS, keys and data cross the network in the clear, and encryption cannot be turned on.
        </Typography>
      )}
      {values.tls && values.customCerts && (
        <>
          <ServerCertificates control={control} problems={problems} />
          <CaCertificates control={control} />
        </>
      )}
    </Stack>
  );
}
