import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReplicationState } from '@granary/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { showSnackbar } from '@/lib/notifications';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { bucketKeys } from '@/shared-api/bucket-keys';
import { FormDialog } from '@/components/form-dialog';
import { RemoteFields } from '@/features/buckets/replication/remote-fields';
import {
  bandwidthBytes,
  defaultRemoteForm,
  remoteFormSchema,
  targetUrlWithScheme,
} from '@/features/buckets/replication/remote-form';
import { useListExternalBuckets } from '@/features/buckets/api/list-external-buckets';
import { useSetBucketsReplication } from '@/features/buckets/api/set-buckets-replication';
import { BucketsAssignation } from './buckets-assignation';

/** Spec 1 §4, §9: succeeded buckets leave the list after 500 ms. */
const SUCCEEDED_REMOVAL_MS = 500;

type SetReplicationModalProps = { buckets: string[]; onClose: () => void };

/** A destination of the same name when the target has one. */
const sameNamed = (buckets: string[], remote: string[]) =>
  Object.fromEntries(buckets.filter((bucket) => remote.includes(bucket)).map((bucket) => [bucket, bucket]));

/** The Set Replication wizard (spec 1 §2.6): Remote Configuration, then Buckets Assignation. */
export function SetReplicationModal({ buckets, onClose }: SetReplicationModalProps) {
  const queryClient = useQueryClient();
  const listExternal = useListExternalBuckets();
  const replicate = useSetBucketsReplication();
  const form = useZodForm(remoteFormSchema, defaultRemoteForm);
  const [step, setStep] = useState<'remote' | 'assign'>('remote');
  const [remaining, setRemaining] = useState(buckets);
  const [destinations, setDestinations] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Record<string, string>>({});
  const [noChanges, setNoChanges] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const remoteBuckets = (listExternal.data?.buckets ?? []).map((bucket) => bucket.name);
  const unassigned = remaining.some((bucket) => !destinations[bucket]);

  const listing = useDialogForm(listExternal, {
    onClose,
    onSaved: (data) => {
      setDestinations(
        sameNamed(
          remaining,
          data.buckets.map((bucket) => bucket.name),
        ),
      );
      setStep('assign');
    },
  });
  const next = form.handleSubmit((values) => {
    const { accessKey, secretKey, useTLS } = values;
    listing.submit({ accessKey, secretKey, useTLS, targetURL: values.targetURL.trim() });
  });

  const settle = (states: ReplicationState[]) => {
    setNoChanges(states.length === 0);
    setResults(Object.fromEntries(states.map((state) => [state.originBucket, state.errorString])));
    const succeeded = new Set(
      states.filter((state) => !state.errorString).map((state) => state.originBucket),
    );
    if (succeeded.size === 0) return;
    void queryClient.invalidateQueries({ queryKey: bucketKeys.all });
    timer.current = setTimeout(() => {
      const left = remaining.filter((bucket) => !succeeded.has(bucket));
      setRemaining(left);
      if (left.length > 0) return;
      showSnackbar(
        `Replication set up for ${succeeded.size === 1 ? '1 bucket' : `${succeeded.size} buckets`}`,
      );
      onClose();
    }, SUCCEEDED_REMOVAL_MS);
  };

  const replicating = useDialogForm(replicate, {
    onClose,
    onSaved: (data) => settle(data.replicationState),
  });
  const create = () => {
    if (unassigned) return;
    // The first step's values stay in the form while the second step shows.
    const remote = form.getValues();
    replicating.submit({
      accessKey: remote.accessKey,
      secretKey: remote.secretKey,
      targetURL: targetUrlWithScheme(remote),
      region: remote.region.trim(),
      bucketsRelation: remaining.map((bucket) => ({
        originBucket: bucket,
        destinationBucket: destinations[bucket] ?? '',
      })),
      syncMode: remote.mode,
      bandwidth: bandwidthBytes(remote),
      healthCheckPeriod: Number(remote.healthCheck),
    });
  };

  const back = () => {
    replicate.reset();
    setResults({});
    setStep('remote');
  };

  const failure = (step === 'remote' ? listing : replicating).props.error;
  const error = failure ?? (noChanges ? 'No changes applied' : undefined);

  return (
    <FormDialog
      open
      title="Set Replication"
      submitLabel={step === 'remote' ? 'Next' : 'Create'}
      onSubmit={step === 'remote' ? next : create}
      onClose={onClose}
      pending={listExternal.isPending || replicate.isPending}
      submitDisabled={step === 'assign' && (unassigned || remaining.length === 0)}
      error={error}
      onBack={step === 'assign' ? back : undefined}
      maxWidth="md"
    >
      <Stepper activeStep={step === 'remote' ? 0 : 1}>
        <Step>
          <StepLabel>Remote Configuration</StepLabel>
        </Step>
        <Step>
          <StepLabel>Buckets Assignation</StepLabel>
        </Step>
      </Stepper>
      {step === 'remote' ? (
        <RemoteFields control={form.control} />
      ) : (
        <BucketsAssignation
          buckets={remaining}
          remoteBuckets={remoteBuckets}
          destinations={destinations}
          results={results}
          disabled={replicate.isPending}
          onChange={(bucket, destination) =>
            setDestinations((current) => ({ ...current, [bucket]: destination }))
          }
        />
      )}
    </FormDialog>
  );
}
