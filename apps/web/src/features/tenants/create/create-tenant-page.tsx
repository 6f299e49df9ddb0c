import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { screens, type CreateTenantResponse } from '@granary/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { InfoDialog } from '@/components/info-dialog';
import { NewCredentialsDialog } from '@/components/new-credentials-dialog';
import { PageHeader } from '@/components/page-header';
import { useCreateTenant } from '@/features/tenants/api/create-tenant';
import { modalErrorText } from '@/lib/modal-error';
import { useZodForm } from '@/lib/use-zod-form';
import { stepsFor, WizardSteps } from './wizard-steps';
import { newTenantUser } from './identity-values';
import { useWizardChecks } from './use-wizard-checks';
import { createPayload, wizardDefaults, wizardSchema, type WizardValues } from './wizard-values';

const back = { label: 'Back To Tenants List', to: screens.tenants.href() };

/**
 * Create New Tenant (spec 3 §2, §4): Name Tenant, the Advanced Mode steps, Tenant Size and Preview
 * Configuration; Next once a step is valid, Create once, then the built-in users' keys. Leaving the page drops what was typed.
 */
export function CreateTenantPage({ mayCreate }: { mayCreate: boolean }) {
  if (!mayCreate)
    return (
      <>
        <BackLink {...back} />
        <PageHeader title="Create New Tenant" />
        <Alert severity="warning">
          Your Kubernetes account may not create tenants: it needs the verb 'create' on tenants.minio.min.io
          and on secrets.
        </Alert>
      </>
    );
  return <Wizard />;
}

/** The built-in users' keys, shown once; with an external provider, where its users sign in. */
function CreatedDialog({ created, onClose }: { created: CreateTenantResponse; onClose: () => void }) {
  if (created.externalIDP)
    return (
      <InfoDialog title="New Tenant Created" onClose={onClose}>
        <Typography>
          The tenant's users sign in with the identity provider you chose; no keys were made for them.
        </Typography>
      </InfoDialog>
    );
  return (
    <NewCredentialsDialog
      title="New Tenant Created"
      credentials={created.console.map((pair) => ({
        accessKey: pair.access_key,
        secretKey: pair.secret_key,
      }))}
      onClose={onClose}
    />
  );
}

function Wizard() {
  const navigate = useNavigate();
  // Each step's rules show as the user types (Next waits for them anyway).
  const [defaults] = useState(() => {
    const user = newTenantUser();
    return { ...wizardDefaults, generatedUser: user, users: [user] };
  });
  const form = useZodForm(wizardSchema, defaults, { whileTyping: true });
  const values = useWatch({ control: form.control }) as WizardValues;
  const checks = useWizardChecks(values, form.setValue);
  const [step, setStep] = useState(0);
  const create = useCreateTenant();
  const [created, setCreated] = useState<CreateTenantResponse | null>(null);
  const steps = stepsFor(values.advanced);
  const current = steps[Math.min(step, steps.length - 1)] ?? 'Name Tenant';
  const last = current === 'Preview Configuration';

  const submit = () => {
    const body = createPayload(values);
    if (body) create.mutate(body, { onSuccess: setCreated });
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <BackLink {...back} />
      <PageHeader
        title="Create New Tenant"
        subtitle="A MinIO tenant in a namespace of its own, run by the operator."
      />
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' }, my: 1.5 }}>
        Step {steps.indexOf(current) + 1} of {steps.length}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ my: 2, display: { xs: 'none', sm: 'flex' } }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {create.isError && (
          <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
            {modalErrorText(create.error)}
          </Alert>
        )}
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {current}
        </Typography>
        <WizardSteps step={current} control={form.control} values={values} checks={checks} />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to} color="inherit" disabled={create.isPending}>
          Cancel
        </Button>
        {step > 0 && (
          <Button onClick={() => setStep(step - 1)} disabled={create.isPending}>
            Back
          </Button>
        )}
        {last ? (
          <Button variant="contained" onClick={submit} loading={create.isPending} disabled={create.isPending}>
            Create
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setStep(step + 1)} disabled={!checks.valid[current]}>
            Next
          </Button>
        )}
      </Box>
      {created && <CreatedDialog created={created} onClose={() => void navigate(screens.tenants.href())} />}
    </Box>
  );
}
