import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { ReplicationState } from '@silo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { modalErrorText } from '../../../lib/modal-error';
import { showSnackbar } from '../../../lib/notifications';
import { bucketKeys } from '../api/bucket-keys';
import { RemoteFields } from '../replication/remote-fields';
import {
  bandwidthBytes,
  defaultRemoteForm,
  remoteFormProblems,
  targetUrlWithScheme,
  type RemoteForm,
} from '../replication/remote-form';
import { useListExternalBuckets, useSetBucketsReplication } from '../replication/replication-api';
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
  const [form, setForm] = useState<RemoteForm>(defaultRemoteForm);
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<'remote' | 'assign'>('remote');
  const [remaining, setRemaining] = useState(buckets);
  const [destinations, setDestinations] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Record<string, string>>({});
  const [noChanges, setNoChanges] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const problems = remoteFormProblems(form);
  const remoteBuckets = (listExternal.data?.buckets ?? []).map((bucket) => bucket.name);
  const unassigned = remaining.some((bucket) => !destinations[bucket]);

  const next = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const { accessKey, secretKey, useTLS } = form;
    listExternal.mutate(
      { accessKey, secretKey, useTLS, targetURL: form.targetURL.trim() },
      {
        onSuccess: (data) => {
          setDestinations(
            sameNamed(
              remaining,
              data.buckets.map((bucket) => bucket.name),
            ),
          );
          setStep('assign');
        },
      },
    );
  };

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

  const create = () => {
    if (unassigned) return;
    replicate.mutate(
      {
        accessKey: form.accessKey,
        secretKey: form.secretKey,
        targetURL: targetUrlWithScheme(form),
        region: form.region.trim(),
        bucketsRelation: remaining.map((bucket) => ({
          originBucket: bucket,
          destinationBucket: destinations[bucket] ?? '',
        })),
        syncMode: form.mode,
        bandwidth: bandwidthBytes(form),
        healthCheckPeriod: Number(form.healthCheck),
      },
      { onSuccess: (data) => settle(data.replicationState) },
    );
  };

  const failed = step === 'remote' ? listExternal : replicate;
  const error = failed.isError ? modalErrorText(failed.error) : noChanges ? 'No changes applied' : undefined;

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
        <RemoteFields
          form={form}
          problems={problems}
          showProblems={tried}
          change={(patch) => setForm((current) => ({ ...current, ...patch }))}
        />
      ) : (
        <>
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
          <Button
            color="inherit"
            sx={{ alignSelf: 'flex-start' }}
            disabled={replicate.isPending}
            onClick={() => {
              replicate.reset();
              setResults({});
              setStep('remote');
            }}
          >
            Back
          </Button>
        </>
      )}
    </FormDialog>
  );
}
