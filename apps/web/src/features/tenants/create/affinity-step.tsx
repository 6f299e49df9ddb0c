import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { FormRows } from '@/components/form-rows';
import { FormSwitch } from '@/components/form-switch';
import { FormTextField } from '@/components/form-text-field';
import { useNodeLabels } from '@/features/tenants/api/cluster-sizing';
import { formatError } from '@/lib/error-message';
import { affinityStepProblems, type AffinityKind, type AffinityValues } from './advanced-values';

type AffinityStepProps<Values extends AffinityValues> = { control: Control<Values>; values: AffinityValues };

const kinds: { value: AffinityKind; label: string }[] = [
  { value: 'none', label: 'None: servers go wherever Kubernetes places them' },
  { value: 'default', label: 'Default (pod anti-affinity): no two servers of the pool on one node' },
  { value: 'nodeSelector', label: 'Node selector: only on nodes with these labels' },
];

type LabelRowProps = {
  control: Control<AffinityValues>;
  index: number;
  /** Every label key and its values on the nodes; undefined: typed by hand. */
  known: Record<string, string[]> | undefined;
};

/** One key=value pair; a value the newly chosen key does not have is cleared, never sent. */
function LabelRow({ control, index, known }: LabelRowProps) {
  const key = useWatch({ control, name: `nodeLabels.${index}.key` });
  const { field: value } = useController({ control, name: `nodeLabels.${index}.value` });
  const values = known?.[key] ?? [];
  const stale = known !== undefined && value.value !== '' && !values.includes(value.value);
  useEffect(() => {
    if (stale) value.onChange('');
  }, [stale, value]);
  return (
    <>
      <FormTextField
        control={control}
        name={`nodeLabels.${index}.key`}
        label="Key"
        select={Boolean(known)}
        fullWidth
      >
        {Object.keys(known ?? {}).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name={`nodeLabels.${index}.value`}
        label="Value"
        select={Boolean(known)}
        fullWidth
      >
        {values.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}

function LabelRows({ control }: { control: Control<AffinityValues> }) {
  const rows = useFieldArray({ control, name: 'nodeLabels' });
  const labels = useNodeLabels(true);
  return (
    <Stack spacing={1.5}>
      {labels.isError && (
        <Alert severity="warning">
          The nodes' labels could not be read ({formatError(labels.error).message}): type the keys and values.
        </Alert>
      )}
      <FormRows
        rows={rows.fields}
        renderRow={(index) => <LabelRow control={control} index={index} known={labels.data} />}
        removeLabel={(index) => `Remove label ${index + 1}`}
        onRemove={rows.remove}
        addLabel="Add Label"
        onAdd={() => rows.append({ key: '', value: '' })}
      />
    </Stack>
  );
}

/** Pod Affinity (spec 3 §2, Advanced Mode; Expand Tenant's new pool): where the pool's servers may run. */
export function AffinityStep<Values extends AffinityValues>(props: AffinityStepProps<Values>) {
  const { values } = props;
  // A form of more fields than these (the wizard's, Expand Tenant's): react-hook-form's Control is
  // invariant in its values, and this step reads and writes only the affinity's own.
  const control = props.control as unknown as Control<AffinityValues>;
  const { field } = useController({ control, name: 'affinity' });
  const problem = affinityStepProblems(values)[0]?.message;
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label="Pod affinity"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {kinds.map((kind) => (
          <FormControlLabel key={kind.value} value={kind.value} control={<Radio />} label={kind.label} />
        ))}
      </RadioGroup>
      {values.affinity === 'nodeSelector' && (
        <>
          <LabelRows control={control} />
          {problem && (
            <Typography role="alert" variant="body2" color="error">
              {problem}
            </Typography>
          )}
          <FormSwitch
            control={control}
            name="antiAffinity"
            label="Also keep the pool's servers on different nodes"
          />
        </>
      )}
    </Stack>
  );
}
