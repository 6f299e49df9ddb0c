import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { liveSockets, type HealMessage, type HealProgress, type HealStopped } from '@granary/contract';
import { useCallback, useMemo, useState } from 'react';
import { BucketListFailure } from '@/components/bucket-list-failure';
import { FilterForm, fieldRowSx } from '@/components/filter-form';
import { FormBucketSelect } from '@/components/form-bucket-select';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { LiveFailure, LiveStatusChip, StartStopButton } from '@/components/live-status';
import { PageHeader } from '@/components/page-header';
import { formatDateTimeSeconds } from '@/lib/format';
import { isLiveRunning, useLiveSocket } from '@/lib/live-socket';
import { useZodForm } from '@/lib/use-zod-form';
import { useBuckets } from '@/shared-api/list-buckets';
import { healFormDefaults, healFormSchema, toHealQuery } from '../heal-form';
import { HealResults, type HealItemRow } from './heal-results';

/** The newest this many unhealthy items stay listed. */
const maxItems = 1_000;

type Outcome = {
  progress: HealProgress | null;
  stopped: (HealStopped & { path: string }) | null;
  items: HealItemRow[];
  itemsLeftOut: number;
};
const nothingYet: Outcome = { progress: null, stopped: null, items: [], itemsLeftOut: 0 };

function stoppedText(stopped: HealStopped & { path: string }): string {
  if (!stopped.found) return `No heal was known on ${stopped.path}: none runs there now.`;
  const when = stopped.startTime ? formatDateTimeSeconds(stopped.startTime) : 'an unknown time';
  return `No heal runs on ${stopped.path} now: Force Stop ended the one ${stopped.startedBy ?? 'a client'} started at ${when}, if it was still running.`;
}

/** /heal: heals a bucket, or the objects under a prefix, and shows how healthy its items were and are. */
export function HealPage() {
  const buckets = useBuckets();
  const names = useMemo(() => buckets.data?.buckets.map((bucket) => bucket.name) ?? [], [buckets.data]);
  const schema = useMemo(() => healFormSchema(names), [names]);
  const form = useZodForm(schema, healFormDefaults);
  const [path, setPath] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(nothingYet);
  const onData = useCallback(
    (message: HealMessage) =>
      setOutcome((current) => {
        if (message.event === 'stopped') return { ...current, stopped: { ...message, path } };
        const next = message.items.map((item, index) => ({
          ...item,
          id: (current.items[0]?.id ?? 0) + index + 1,
        }));
        return {
          ...current,
          progress: message,
          items: [...next.reverse(), ...current.items].slice(0, maxItems),
          itemsLeftOut: current.itemsLeftOut + message.itemsLeftOut,
        };
      }),
    [path],
  );
  const { state, start, stop } = useLiveSocket({
    socket: liveSockets.heal,
    onData,
  });
  const running = isLiveRunning(state);
  const submit = form.handleSubmit((values) => {
    setOutcome(nothingYet);
    setPath(values.prefix ? `${values.bucket}/${values.prefix}` : values.bucket);
    start({ query: toHealQuery(values), params: { bucket: values.bucket } });
  });
  const field = { control: form.control, disabled: running } as const;
  return (
    <>
      <PageHeader title="Heal" actions={<LiveStatusChip state={state} />} />
      <FilterForm label="Heal" onSubmit={submit} sx={{ mb: 2 }}>
        <Box sx={fieldRowSx}>
          <FormBucketSelect {...field} name="bucket" buckets={names} />
          <FormTextField
            {...field}
            name="prefix"
            label="Prefix"
            size="small"
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <Box sx={{ flex: 1 }} />
          <StartStopButton running={running} onStop={stop} />
        </Box>
        <FormGroup row sx={{ mt: 1 }}>
          <FormCheckbox {...field} name="recursive" label="Recursive" />
          <FormCheckbox
            {...field}
            name="forceStart"
            label="Force Start"
            onToggle={(checked) => checked && form.setValue('forceStop', false)}
          />
          <FormCheckbox
            {...field}
            name="forceStop"
            label="Force Stop"
            onToggle={(checked) => checked && form.setValue('forceStart', false)}
          />
        </FormGroup>
      </FilterForm>
      <BucketListFailure query={buckets} />
      <LiveFailure state={state} />
      {outcome.stopped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {stoppedText(outcome.stopped)}
        </Alert>
      )}
      {outcome.progress ? (
        <HealResults progress={outcome.progress} items={outcome.items} itemsLeftOut={outcome.itemsLeftOut} />
      ) : (
        !outcome.stopped && (
          <Typography color="text.secondary">
            {running
              ? 'Starting the heal…'
              : 'Choose a bucket and Start: MinIO checks each item on every drive and rebuilds what is missing or corrupt.'}
          </Typography>
        )
      )}
    </>
  );
}
