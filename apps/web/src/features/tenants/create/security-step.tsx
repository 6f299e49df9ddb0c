import Add from '@mui/icons-material/Add';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormSwitch } from '@/components/form-switch';
import { PemFileField } from './pem-file-field';
import { securityProblems } from './security-values';
import type { WizardValues } from './wizard-values';

type StepProps = { control: Control<WizardValues> };
/** The step's problems by field path ('serverCerts.0.key'). */
type Problems = Record<string, string>;

function RowRemove({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <IconButton aria-label={label} disabled={disabled} onClick={onRemove} sx={{ alignSelf: 'flex-start' }}>
      <RemoveCircleOutlineOutlined />
    </IconButton>
  );
}

/** Server Certificates: a certificate and its key per row (spec 3 §2). */
function ServerCertificates({ control, problems }: StepProps & { problems: Problems }) {
  const rows = useFieldArray({ control, name: 'serverCerts' });
  return (
    <Stack component="section" aria-label="Server Certificates" spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Server Certificates
      </Typography>
      {rows.fields.map((row, index) => (
        <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PemFileField
            control={control}
            name={`serverCerts.${index}.crt`}
            label="Cert"
            kind="certificate"
            problem={problems[`serverCerts.${index}.crt`]}
          />
          <PemFileField
            control={control}
            name={`serverCerts.${index}.key`}
            label="Key"
            kind="key"
            problem={problems[`serverCerts.${index}.key`]}
          />
          <RowRemove
            label={`Remove server certificate ${index + 1}`}
            disabled={rows.fields.length < 2}
            onRemove={() => rows.remove(index)}
          />
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => rows.append({ crt: null, key: null })}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add Certificate
      </Button>
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
      {rows.fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={2}>
          <PemFileField control={control} name={`caCerts.${index}.crt`} label="CA Cert" kind="certificate" />
          <RowRemove
            label={`Remove CA certificate ${index + 1}`}
            disabled={rows.fields.length < 2}
            onRemove={() => rows.remove(index)}
          />
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => rows.append({ crt: null })} sx={{ alignSelf: 'flex-start' }}>
        Add CA Certificate
      </Button>
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
