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
import { tierName } from '@granary/contract';
import { useCallback, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { DatePickerFields } from './date-picker-fields';
import { useAddLifecycleRule } from '@/features/buckets/api/add-lifecycle-rule';
import { useTiers } from '@/shared-api/list-tiers';
import {
  defaultLifecycleForm,
  lifecycleFormSchema,
  toAddLifecycleRequest,
  type LifecycleForm,
} from './lifecycle-form';
import { QueryPairsEditor } from '@/components/query-pairs-editor';

type Change = (patch: Partial<LifecycleForm>) => void;
/** The form's errors by field. */
type Problems = Partial<Record<keyof LifecycleForm, string>>;

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
function RuleFields(props: { form: LifecycleForm; errors: Problems; change: Change; tiers: string[] }) {
  const { form, errors: problems, change, tiers } = props;
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
          error={problems.noncurrentExpirationDays}
          onChange={(noncurrentExpirationDays) => change({ noncurrentExpirationDays })}
        />
      ) : (
        <>
          <DaysField
            label="Non-current Transition Days"
            value={form.noncurrentTransitionDays}
            error={problems.noncurrentTransitionDays}
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
  // Errors at once, as before: every change checks the whole form again (see `change`).
  const { setValue, trigger, watch, formState, handleSubmit } = useZodForm(
    lifecycleFormSchema,
    defaultLifecycleForm,
  );
  const form = watch();
  const add = useAddLifecycleRule(bucketName);
  const dialog = useDialogForm(add, { onClose });
  const tiers = (useTiers({ quietErrors: true }).data ?? []).map(tierName).filter((name) => name !== '');
  // One field's change can settle or raise another's problem: the whole form is checked again.
  const change = useCallback<Change>(
    (patch) => {
      for (const [key, value] of Object.entries(patch))
        setValue(key as keyof LifecycleForm, value as never, { shouldDirty: true });
      void trigger();
    },
    [setValue, trigger],
  );
  const setTags = useCallback((tags: string) => change({ tags }), [change]);
  const [tagsPending, setTagsPending] = useState(false);
  const errors: Problems = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, error?.message]),
  );
  const invalid = !lifecycleFormSchema.safeParse(form).success;
  const expiry = form.ilmType === 'expiry';

  const submit = handleSubmit((rule) => {
    if (tagsPending) return;
    dialog.submit(toAddLifecycleRequest(rule), 'Lifecycle rule added');
  });

  return (
    <FormDialog
      open
      title="Add Lifecycle Rule"
      onSubmit={submit}
      submitDisabled={invalid || tagsPending}
      {...dialog.props}
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
      <RuleFields form={form} errors={errors} change={change} tiers={tiers} />
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
