import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  addReplicationRuleRequestSchema,
  replicationStorageClasses,
  type ReplicationState,
} from '@granary/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { QueryPairsEditor } from '@/components/query-pairs-editor';
import { showSnackbar } from '@/lib/notifications';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { FormDialog } from '@/components/form-dialog';
import { RemoteFields } from '@/features/buckets/replication/remote-fields';
import {
  addProblems,
  defaultRemoteForm,
  remoteFormProblems,
  type RemoteForm,
} from '@/features/buckets/replication/remote-form';
import { useAddReplicationRule } from '@/features/buckets/api/add-replication-rule';

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

const targetBucketSchema = addReplicationRuleRequestSchema.shape.targetBucket;

/** The remote's problems plus the contract's rule (and words) for the target bucket. */
const ruleFormSchema = z.custom<RuleForm>().superRefine((form, ctx) =>
  addProblems(
    {
      ...remoteFormProblems(form),
      targetBucket: targetBucketSchema.safeParse(form.targetBucket).error?.issues[0]?.message,
    },
    ctx,
  ),
);

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
  const form = useZodForm(ruleFormSchema, defaultRuleForm);
  const [stateError, setStateError] = useState<string>();
  const add = useAddReplicationRule(bucketName);
  const dialog = useDialogForm(add, {
    onClose,
    onSaved: ({ replicationState }) => {
      const failure = replicationStateError(replicationState);
      if (failure) return setStateError(failure);
      showSnackbar('Replication rule added');
      onClose();
    },
  });
  const [tagsPending, setTagsPending] = useState(false);

  const save = form.handleSubmit((rule) =>
    dialog.submit({
      targetURL: rule.targetURL.trim(),
      useTLS: rule.useTLS,
      accessKey: rule.accessKey,
      secretKey: rule.secretKey,
      targetBucket: rule.targetBucket.trim(),
      region: rule.region.trim(),
      replication_mode: rule.mode,
      bandwidth_scalar: rule.mode === 'async' ? Number(rule.bandwidth) : 0,
      bandwidth_unit: rule.bandwidthUnit,
      healthCheck: Number(rule.healthCheck),
      prefix: rule.prefix,
      tags: rule.tags,
      storageClass: rule.storageClass,
      deleteMarker: rule.deleteMarker,
      repDelete: rule.repDelete,
    }),
  );
  const submit = () => {
    setStateError(undefined);
    return save();
  };

  return (
    <FormDialog
      open
      title="Add Replication Rule"
      onSubmit={submit}
      submitDisabled={tagsPending}
      {...dialog.props}
      error={stateError ?? dialog.props.error}
      maxWidth="md"
    >
      <RemoteFields
        control={form.control}
        afterKeys={
          <FormTextField
            control={form.control}
            name="targetBucket"
            label="Target Bucket"
            required
            autoComplete="off"
          />
        }
      />
      <Section title="Object Filters" />
      <FormTextField control={form.control} name="prefix" label="Prefix" />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <QueryPairsEditor label="Tags" onChange={field.onChange} onPendingChange={setTagsPending} />
        )}
      />
      <Section title="Storage Configuration" />
      <FormTextField
        control={form.control}
        name="storageClass"
        select
        label="Storage Class"
        helperText="MinIO accepts STANDARD and REDUCED_REDUNDANCY"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {replicationStorageClasses.map((storageClass) => (
          <MenuItem key={storageClass} value={storageClass}>
            {storageClass || 'Target default'}
          </MenuItem>
        ))}
      </FormTextField>
      <Section title="Replication Options" />
      <FormCheckbox
        sx={{ my: -1 }}
        control={form.control}
        name="deleteMarker"
        label="Delete Marker: Replicate soft deletes"
      />
      <FormCheckbox
        sx={{ my: -1 }}
        control={form.control}
        name="repDelete"
        label="Deletes: Replicate versioned deletes"
      />
    </FormDialog>
  );
}
