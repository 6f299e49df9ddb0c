import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { bucketEventTypeLabels, bucketEventTypeSchema, type BucketEventType } from '@silo/contract';
import { useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { useSubscribeEvent } from './events-api';

type SubscribeForm = { arn: string; events: BucketEventType[]; prefix: string; suffix: string };

const emptyForm: SubscribeForm = { arn: '', events: [], prefix: '', suffix: '' };

type SubscribeEventModalProps = { bucketName: string; arns: string[]; onClose: () => void };

/** Spec 1 §2.7 Events: a target ARN from the server's list, one or more events, a prefix and a suffix. */
export function SubscribeEventModal({ bucketName, arns, onClose }: SubscribeEventModalProps) {
  const [form, setForm] = useState<SubscribeForm>(emptyForm);
  const subscribe = useSubscribeEvent(bucketName);
  const change = (patch: Partial<SubscribeForm>) => setForm((current) => ({ ...current, ...patch }));
  const toggle = (type: BucketEventType, on: boolean) =>
    change({
      events: bucketEventTypeSchema.options.filter((t) => (t === type ? on : form.events.includes(t))),
    });
  const ready = form.arn !== '' && form.events.length > 0;

  const submit = () => {
    if (!ready) return;
    subscribe.mutate(form, {
      onSuccess: ({ created }) => {
        showSnackbar(created ? 'Event subscription added' : 'This subscription already exists');
        onClose();
      },
    });
  };

  return (
    <FormDialog
      open
      title="Subscribe To Event"
      submitLabel="Save"
      onSubmit={submit}
      onClose={onClose}
      onClear={() => {
        setForm(emptyForm);
        subscribe.reset();
      }}
      pending={subscribe.isPending}
      submitDisabled={!ready}
      error={subscribe.isError ? modalErrorText(subscribe.error) : undefined}
    >
      <TextField
        select
        label="ARN"
        value={form.arn}
        onChange={(event) => change({ arn: event.target.value })}
        helperText="A notification target configured on this server"
        required
      >
        {arns.map((arn) => (
          <MenuItem key={arn} value={arn}>
            {arn}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" required error={form.events.length === 0}>
        <FormLabel component="legend">Select Event</FormLabel>
        <FormGroup>
          {bucketEventTypeSchema.options.map((type) => (
            <FormControlLabel
              key={type}
              label={bucketEventTypeLabels[type]}
              control={
                <Checkbox
                  checked={form.events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {form.events.length === 0 && <FormHelperText>Choose at least one event</FormHelperText>}
      </FormControl>
      <TextField
        label="Prefix"
        value={form.prefix}
        onChange={(event) => change({ prefix: event.target.value })}
        placeholder="photos/"
        autoComplete="off"
      />
      <TextField
        label="Suffix"
        value={form.suffix}
        onChange={(event) => change({ suffix: event.target.value })}
        placeholder=".jpg"
        autoComplete="off"
      />
    </FormDialog>
  );
}
