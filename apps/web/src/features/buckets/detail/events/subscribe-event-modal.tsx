import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import {
  bucketEventTypeLabels,
  bucketEventTypeSchema,
  subscribeBucketEventRequestSchema,
  type BucketEventType,
} from '@granary/contract';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useSubscribeEvent } from '@/features/buckets/api/subscribe-bucket-event';

const configurationSchema = subscribeBucketEventRequestSchema.shape.configuration;

/** The chosen types in the modal's order, whatever order they were ticked in. */
const toggled = (events: BucketEventType[], type: BucketEventType, on: boolean) =>
  bucketEventTypeSchema.options.filter((t) => (t === type ? on : events.includes(t)));

type SubscribeEventModalProps = { bucketName: string; arns: string[]; onClose: () => void };

/** Spec 1 §2.7 Events: a target ARN from the server's list, one or more events, a prefix and a suffix. */
export function SubscribeEventModal({ bucketName, arns, onClose }: SubscribeEventModalProps) {
  const form = useZodForm(configurationSchema, { arn: '', events: [], prefix: '', suffix: '' });
  const subscribe = useSubscribeEvent(bucketName);
  const dialog = useDialogForm(subscribe, { onClose, resetForm: form.reset });
  // Checked on every change, not only once a field was left: Save waits for an ARN and an event.
  const ready = configurationSchema.safeParse(form.watch()).success;

  const submit = form.handleSubmit((configuration) =>
    dialog.submit(configuration, ({ created }) =>
      created ? 'Event subscription added' : 'This subscription already exists',
    ),
  );

  return (
    <FormDialog
      open
      title="Subscribe To Event"
      submitLabel="Save"
      onSubmit={submit}
      onClear={dialog.clear}
      submitDisabled={!ready}
      {...dialog.props}
    >
      <FormTextField
        control={form.control}
        name="arn"
        select
        label="ARN"
        helperText="A notification target configured on this server"
        required
      >
        {arns.map((arn) => (
          <MenuItem key={arn} value={arn}>
            {arn}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => {
          const events = field.value;
          return (
            <FormControl component="fieldset" required error={events.length === 0}>
              <FormLabel component="legend">Select Event</FormLabel>
              <FormGroup>
                {bucketEventTypeSchema.options.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={bucketEventTypeLabels[type]}
                    control={
                      <Checkbox
                        checked={events.includes(type)}
                        onChange={(event) => field.onChange(toggled(events, type, event.target.checked))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {events.length === 0 && <FormHelperText>Choose at least one event</FormHelperText>}
            </FormControl>
          );
        }}
      />
      <FormTextField
        control={form.control}
        name="prefix"
        label="Prefix"
        placeholder="photos/"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="suffix"
        label="Suffix"
        placeholder=".jpg"
        autoComplete="off"
      />
    </FormDialog>
  );
}
