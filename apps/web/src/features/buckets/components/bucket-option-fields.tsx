import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { byteUnits } from '../../../lib/byte-units';
import type { BucketForm, BucketFormProblems } from '../bucket-form';

type FieldsProps = {
  form: BucketForm;
  problems: BucketFormProblems;
  change: (patch: Partial<BucketForm>) => void;
  disabled: boolean;
};

export function OptionSwitch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Switch
          checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
    />
  );
}

type Option = { value: string; label: string };
type ChoiceSpec = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
};
type AmountSpec = {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
};

function Choice(props: ChoiceSpec & { disabled: boolean }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A kind, a whole-number amount and its unit on one row: the quota and the retention share it. */
function AmountRow(props: { kind: ChoiceSpec; amount: AmountSpec; unit: ChoiceSpec; disabled: boolean }) {
  const { kind, amount, unit, disabled } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, pt: 0.5 }}>
      <Choice {...kind} disabled={disabled} />
      <TextField
        size="small"
        label={amount.label}
        type="number"
        value={amount.value}
        disabled={disabled}
        onChange={(event) => amount.onChange(event.target.value)}
        error={Boolean(amount.error)}
        helperText={amount.error}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      <Choice {...unit} disabled={disabled} />
    </Box>
  );
}

// MinIO enforces only hard quotas (it rejects FIFO), so that is the one type offered.
const quotaTypes = [{ value: 'hard', label: 'Hard' }] as const;
const units = byteUnits.map((unit) => ({ value: unit, label: unit }));

export function QuotaFields({ form, problems, change, disabled }: FieldsProps) {
  return (
    <AmountRow
      disabled={disabled}
      kind={{
        label: 'Quota Type',
        value: form.quotaType,
        options: quotaTypes,
        onChange: (value) => change({ quotaType: value as BucketForm['quotaType'] }),
      }}
      amount={{
        label: 'Quota',
        value: form.quotaSize,
        error: problems.quota,
        onChange: (quotaSize) => change({ quotaSize }),
      }}
      unit={{
        label: 'Unit',
        value: form.quotaUnit,
        options: units,
        onChange: (value) => change({ quotaUnit: value as BucketForm['quotaUnit'] }),
      }}
    />
  );
}

const modes = [
  { value: 'compliance', label: 'Compliance' },
  { value: 'governance', label: 'Governance' },
] as const;
const periods = [
  { value: 'days', label: 'Days' },
  { value: 'years', label: 'Years' },
] as const;

export function RetentionFields({ form, problems, change, disabled }: FieldsProps) {
  return (
    <AmountRow
      disabled={disabled}
      kind={{
        label: 'Mode',
        value: form.retentionMode,
        options: modes,
        onChange: (value) => change({ retentionMode: value as BucketForm['retentionMode'] }),
      }}
      amount={{
        label: 'Validity',
        value: form.retentionValidity,
        error: problems.validity,
        onChange: (retentionValidity) => change({ retentionValidity }),
      }}
      unit={{
        label: 'Unit',
        value: form.retentionUnit,
        options: periods,
        onChange: (value) => change({ retentionUnit: value as BucketForm['retentionUnit'] }),
      }}
    />
  );
}
