import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { replicationStorageClasses, type ReplicationState } from '@silo/contract';
import { useCallback, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { QueryPairsEditor } from '../../../../components/query-pairs-editor';
import { modalErrorText } from '../../../../lib/modal-error';
import { showSnackbar } from '../../../../lib/notifications';
import { RemoteFields } from '../../replication/remote-fields';
import { defaultRemoteForm, remoteFormProblems, type RemoteForm } from '../../replication/remote-form';
import { useAddReplicationRule } from './replication-rules-api';

type RuleForm = RemoteForm & {
  targetBucket: string;
  prefix: string;
  /** URL-encoded 'k=v&k2=v2' from the tag editor. */
  tags: string;
  storageClass: (typeof replicationStorageClasses)[number];
  deleteMarker: boolean;
  repDelete: boolean;
};

const defaultRuleForm: RuleForm = {
  ...defaultRemoteForm,
  targetBucket: '',
  prefix: '',
  tags: '',
  storageClass: '',
  deleteMarker: false,
  repDelete: false,
};

/** Spec 1 §8: the first state's error string, or 'No changes applied' for an empty list. */
export function replicationStateError(states: ReplicationState[]): string | undefined {
  if (states.length === 0) return 'No changes applied';
  return states[0]?.errorString || undefined;
}

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ mb: -1 }}>
      {title}
    </Typography>
  );
}

/** Spec 1 §2.7 'Add Replication Rule': target, mode, filters, storage class and replication options. */
export function AddReplicationRuleModal({
  bucketName,
  onClose,
}: {
  bucketName: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState<RuleForm>(defaultRuleForm);
  const [tried, setTried] = useState(false);
  const [stateError, setStateError] = useState<string>();
  const add = useAddReplicationRule(bucketName);
  const change = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const setTags = useCallback((tags: string) => setForm((current) => ({ ...current, tags })), []);
  const [tagsPending, setTagsPending] = useState(false);
  const problems = remoteFormProblems(form);
  const bucketProblem = tried && form.targetBucket.trim() === '' ? 'Target bucket is required' : undefined;

  const save = () => {
    setTried(true);
    setStateError(undefined);
    if (Object.keys(problems).length > 0 || form.targetBucket.trim() === '') return;
    add.mutate(
      {
        targetURL: form.targetURL.trim(),
        useTLS: form.useTLS,
        accessKey: form.accessKey,
        secretKey: form.secretKey,
        targetBucket: form.targetBucket.trim(),
        region: form.region.trim(),
        replication_mode: form.mode,
        bandwidth_scalar: form.mode === 'async' ? Number(form.bandwidth) : 0,
        bandwidth_unit: form.bandwidthUnit,
        healthCheck: Number(form.healthCheck),
        prefix: form.prefix,
        tags: form.tags,
        storageClass: form.storageClass,
        deleteMarker: form.deleteMarker,
        repDelete: form.repDelete,
      },
      {
        onSuccess: ({ replicationState }) => {
          const failure = replicationStateError(replicationState);
          if (failure) return setStateError(failure);
          showSnackbar('Replication rule added');
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title="Add Replication Rule"
      onSubmit={save}
      onClose={onClose}
      pending={add.isPending}
      submitDisabled={tagsPending}
      error={stateError ?? (add.isError ? modalErrorText(add.error) : undefined)}
      maxWidth="md"
    >
      <RemoteFields
        form={form}
        problems={problems}
        showProblems={tried}
        change={change}
        afterKeys={
          <TextField
            label="Target Bucket"
            value={form.targetBucket}
            onChange={(event) => change({ targetBucket: event.target.value })}
            error={Boolean(bucketProblem)}
            helperText={bucketProblem}
            required
            autoComplete="off"
          />
        }
      />
      <Section title="Object Filters" />
      <TextField
        label="Prefix"
        value={form.prefix}
        onChange={(event) => change({ prefix: event.target.value })}
      />
      <QueryPairsEditor label="Tags" onChange={setTags} onPendingChange={setTagsPending} />
      <Section title="Storage Configuration" />
      <TextField
        select
        label="Storage Class"
        value={form.storageClass}
        onChange={(event) => change({ storageClass: event.target.value as RuleForm['storageClass'] })}
        helperText="MinIO accepts STANDARD and REDUCED_REDUNDANCY"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {replicationStorageClasses.map((storageClass) => (
          <MenuItem key={storageClass} value={storageClass}>
            {storageClass || 'Target default'}
          </MenuItem>
        ))}
      </TextField>
      <Section title="Replication Options" />
      <FormControlLabel
        label="Delete Marker: Replicate soft deletes"
        sx={{ my: -1 }}
        control={
          <Checkbox
            checked={form.deleteMarker}
            onChange={(event) => change({ deleteMarker: event.target.checked })}
          />
        }
      />
      <FormControlLabel
        label="Deletes: Replicate versioned deletes"
        sx={{ my: -1 }}
        control={
          <Checkbox
            checked={form.repDelete}
            onChange={(event) => change({ repDelete: event.target.checked })}
          />
        }
      />
    </FormDialog>
  );
}
