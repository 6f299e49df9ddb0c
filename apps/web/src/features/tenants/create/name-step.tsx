import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { formatBytes } from '@granary/contract';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { FormSwitch } from '@/components/form-switch';
import { FormTextField } from '@/components/form-text-field';
import { CreateNamespaceDialog } from './create-namespace-dialog';
import type { NamespaceCheck } from './use-namespace-check';
import type { WizardValues } from './wizard-values';

type NameStepProps = { control: Control<WizardValues>; namespace: string; check: NamespaceCheck };

function NamespaceAdornment({ check, onCreate }: { check: NamespaceCheck; onCreate: () => void }) {
  if (check.state === 'checking')
    return (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label="Checking the namespace" />
      </InputAdornment>
    );
  if (check.state !== 'missing') return null;
  return (
    <InputAdornment position="end">
      <Tooltip title="Create new namespace">
        <IconButton edge="end" aria-label="Create new namespace" onClick={onCreate}>
          <CreateNewFolderOutlined />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}

const namespaceProblem = (check: NamespaceCheck) => {
  if (check.state === 'missing')
    return 'This namespace does not exist yet: create it with the button beside.';
  if (check.state === 'problem') return check.message;
  return undefined;
};

/** Name Tenant (spec 3 §2): name, namespace (checked 500 ms after typing stops), storage class. */
export function NameStep({ control, namespace, check }: NameStepProps) {
  const [creating, setCreating] = useState(false);
  const classes = check.state === 'ok' ? check.classes : [];
  return (
    <Stack spacing={2.5}>
      <FormTextField control={control} name="name" label="Name" required autoFocus autoComplete="off" />
      <FormTextField
        control={control}
        name="namespace"
        label="Namespace"
        required
        autoComplete="off"
        problem={namespaceProblem(check)}
        helperText="One tenant per namespace."
        slotProps={{
          input: { endAdornment: <NamespaceAdornment check={check} onCreate={() => setCreating(true)} /> },
        }}
      />
      <FormTextField
        control={control}
        name="storageClass"
        label="Storage Class"
        required
        select
        disabled={classes.length === 0}
        helperText={
          classes.length === 0 ? 'The namespace’s storage classes appear once it is checked.' : undefined
        }
        // A hint about a field not usable yet must stay readable (WCAG contrast), not greyed with it.
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
      >
        {classes.map((storageClass) => (
          <MenuItem key={storageClass.name} value={storageClass.name}>
            {storageClass.name}
            {storageClass.available < Number.MAX_SAFE_INTEGER &&
              ` (${formatBytes(storageClass.available)} left)`}
          </MenuItem>
        ))}
      </FormTextField>
      <FormSwitch control={control} name="advanced" label="Advanced Mode" />
      {creating && <CreateNamespaceDialog namespace={namespace} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
