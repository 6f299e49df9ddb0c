import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tierName } from '@silo/contract';
import { useCallback, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { DatePickerFields } from './date-picker-fields';
import { useAddLifecycleRule, useTiers } from './lifecycle-api';
import {
  defaultLifecycleForm,
  lifecycleFormProblems,
  toAddLifecycleRequest,
  type LifecycleForm,
} from './lifecycle-form';
import { QueryPairsEditor } from '../../../../components/query-pairs-editor';

type Change = (patch: Partial<LifecycleForm>) => void;

function Choice<Value extends string>(props: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <FormControl>
      <FormLabel>{props.label}</FormLabel>
      <RadioGroup row value={props.value} onChange={(event) => props.onChange(event.target.value as Value)}>
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function DaysField(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={props.label}
      value={props.value}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
    />
  );
}

function TierSelect(props: {
  label: string;
  value: string;
  tiers: string[];
  onChange: (v: string) => void;
  /** Offers 'None' to take a chosen class back. */
  optional?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      helperText={props.tiers.length === 0 ? 'No tiers are configured on this server' : undefined}
    >
      {props.optional && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {props.tiers.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Expiry or transition, by a date or a number of days, plus the non-current version fields. */
function RuleFields({ form, change, tiers }: { form: LifecycleForm; change: Change; tiers: string[] }) {
  const problems = lifecycleFormProblems(form);
  const expiry = form.ilmType === 'expiry';
  const word = expiry ? 'Expiry' : 'Transition';
  const dateShown = form.date.month !== '' && form.date.day !== '' && form.date.year !== '';
  return (
    <>
      <Choice
        label={`${word} Type`}
        value={form.targetType}
        options={[
          { value: 'date', label: 'Date' },
          { value: 'days', label: 'Days' },
        ]}
        onChange={(targetType) => change({ targetType })}
      />
      {form.targetType === 'date' ? (
        <DatePickerFields
          label={`${word} Date`}
          value={form.date}
          onChange={(date) => change({ date })}
          error={dateShown ? problems.date : undefined}
        />
      ) : (
        <DaysField
          label={`${word} Days`}
          value={form.days}
          error={form.days !== '' ? problems.days : undefined}
          onChange={(days) => change({ days })}
        />
      )}
      {expiry ? (
        <DaysField
          label="Non-current Expiration Days"
          value={form.noncurrentExpirationDays}
          error={problems.noncurrent}
          onChange={(noncurrentExpirationDays) => change({ noncurrentExpirationDays })}
        />
      ) : (
        <>
          <DaysField
            label="Non-current Transition Days"
            value={form.noncurrentTransitionDays}
            error={problems.noncurrent}
            onChange={(noncurrentTransitionDays) => change({ noncurrentTransitionDays })}
          />
          <TierSelect
            label="Non-current Version Transition Storage Class"
            optional
            value={form.noncurrentTransitionStorageClass}
            tiers={tiers}
            onChange={(noncurrentTransitionStorageClass) => change({ noncurrentTransitionStorageClass })}
          />
          <TierSelect
            label="Storage Class"
            value={form.storageClass}
            tiers={tiers}
            onChange={(storageClass) => change({ storageClass })}
          />
        </>
      )}
    </>
  );
}

type AddLifecycleRuleModalProps = { bucketName: string; onClose: () => void };

/** Spec 1 §2.7: the Add Lifecycle Rule modal; Save follows spec 1 §4. */
export function AddLifecycleRuleModal({ bucketName, onClose }: AddLifecycleRuleModalProps) {
  const [form, setForm] = useState<LifecycleForm>(defaultLifecycleForm);
  const add = useAddLifecycleRule(bucketName);
  const tiers = (useTiers(bucketName).data ?? []).map(tierName).filter((name) => name !== '');
  const change = useCallback<Change>((patch) => setForm((current) => ({ ...current, ...patch })), []);
  const setTags = useCallback((tags: string) => change({ tags }), [change]);
  const [tagsPending, setTagsPending] = useState(false);
  const problems = lifecycleFormProblems(form);
  const invalid = Object.keys(problems).length > 0;
  const expiry = form.ilmType === 'expiry';

  const submit = () => {
    if (invalid || tagsPending) return;
    add.mutate(toAddLifecycleRequest(form), {
      onSuccess: () => {
        showSnackbar('Lifecycle rule added');
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      title="Add Lifecycle Rule"
      onSubmit={submit}
      onClose={onClose}
      pending={add.isPending}
      submitDisabled={invalid || tagsPending}
      error={add.isError ? modalErrorText(add.error) : undefined}
    >
      <Choice
        label="ILM Rule"
        value={form.ilmType}
        options={[
          { value: 'expiry', label: 'Expiry' },
          { value: 'transition', label: 'Transition' },
        ]}
        onChange={(ilmType) => change({ ilmType })}
      />
      <RuleFields form={form} change={change} tiers={tiers} />
      <Typography variant="subtitle2" component="h3">
        File Configuration
      </Typography>
      <TextField
        size="small"
        label="Prefix"
        value={form.prefix}
        onChange={(e) => change({ prefix: e.target.value })}
      />
      <QueryPairsEditor label="Tags" onChange={setTags} onPendingChange={setTagsPending} />
      <FormControl>
        <FormControlLabel
          label="Expired Object Delete Marker"
          control={
            <Switch
              checked={!expiry && form.expiredObjectDeleteMarker}
              disabled={expiry}
              onChange={(event) => change({ expiredObjectDeleteMarker: event.target.checked })}
            />
          }
        />
        <FormHelperText>
          {expiry
            ? 'S3 does not allow it together with an expiry date or days.'
            : 'Removes delete markers that no longer have any versions behind them.'}
        </FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
