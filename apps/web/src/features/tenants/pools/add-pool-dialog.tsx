import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { storageClassQuotaSuffix, type TenantDetailPool } from '@granary/contract';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useAddTenantPool } from '@/features/tenants/api/add-tenant-pool';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useStorageQuota } from '@/features/tenants/api/namespace-check';
import { AffinityStep } from '@/features/tenants/create/affinity-step';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { addPoolDefaults, addPoolPayload, addPoolSchema } from './add-pool-values';

type AddPoolDialogProps = { tenant: TenantRef; pools: readonly TenantDetailPool[]; onClose: () => void };

/** The namespace's storage classes, from its quota (every class when it has none); undefined: type one. */
function useStorageClasses(namespace: string) {
  const quota = useStorageQuota(namespace, true);
  return useMemo(
    () =>
      quota.data?.elements
        .filter((element) => element.name.endsWith(storageClassQuotaSuffix))
        .map((element) => element.name.slice(0, -storageClassQuotaSuffix.length)),
    [quota.data],
  );
}

/**
 * Expand Tenant (spec 3 §2 Pools): a new pool's servers, drives per server, drive size in Gi, storage
 * class, memory per server and affinity, checked as the wizard checks them; Save appends it to the Tenant.
 */
export function AddPoolDialog({ tenant, pools, onClose }: AddPoolDialogProps) {
  const names = pools.map((pool) => pool.name);
  const form = useZodForm(addPoolSchema(names), addPoolDefaults(pools), { whileTyping: true });
  const add = useAddTenantPool(tenant);
  const dialog = useDialogForm(add, { onClose, resetForm: form.reset });
  const classes = useStorageClasses(tenant.namespace);
  const values = useWatch({ control: form.control });
  const submit = form.handleSubmit((typed) =>
    dialog.submit(addPoolPayload(typed, tenant.name), `Pool '${typed.name}' added`),
  );
  const field = { control: form.control, required: true, autoComplete: 'off' } as const;
  return (
    <FormDialog
      open
      title="Expand Tenant"
      submitLabel="Create"
      onSubmit={submit}
      onClear={dialog.clear}
      {...dialog.props}
    >
      <Typography variant="body2" color="text.secondary">
        A new pool of servers joins tenant <strong>{tenant.name}</strong>; its drives use the tenant's parity.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField {...field} name="name" label="Pool Name" />
        <FormTextField {...field} name="servers" label="Number of Servers" inputMode="numeric" />
        <FormTextField {...field} name="drivesPerServer" label="Drives per Server" inputMode="numeric" />
        <FormTextField {...field} name="driveGi" label="Drive Size (Gi)" inputMode="numeric" />
        <FormTextField {...field} name="memoryGi" label="Memory per Server (Gi)" inputMode="numeric" />
        <FormTextField
          control={form.control}
          name="storageClass"
          label="Storage Class"
          select={classes !== undefined}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          helperText={classes === undefined ? "Empty: the cluster's default class" : undefined}
        >
          <MenuItem value="">The cluster's default</MenuItem>
          {(classes ?? []).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Typography variant="subtitle2" component="h3">
        Pod Affinity
      </Typography>
      <AffinityStep
        control={form.control}
        values={{
          affinity: values.affinity ?? 'default',
          antiAffinity: values.antiAffinity ?? true,
          nodeLabels: (values.nodeLabels ?? []).map((label) => ({
            key: label.key ?? '',
            value: label.value ?? '',
          })),
        }}
      />
    </FormDialog>
  );
}
