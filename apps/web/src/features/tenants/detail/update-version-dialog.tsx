import Stack from '@mui/material/Stack';
import {
  imageRegistrySchema,
  tenantImageSchema,
  type TenantDetail,
  type TenantVersionUpdate,
} from '@granary/contract';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormSwitch } from '@/components/form-switch';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useUpdateTenantVersion } from '@/features/tenants/api/update-tenant-version';

/** The dialog's fields: the contract's image and registry rules, the registry's only while it is on. */
const versionForm = z
  .object({
    image: tenantImageSchema,
    enable_prometheus: z.boolean(),
    customRegistry: z.boolean(),
    registry: z.string(),
    username: z.string(),
    password: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.customRegistry) return;
    const { registry, username, password } = values;
    for (const issue of imageRegistrySchema.safeParse({ registry, username, password }).error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type VersionValues = z.input<typeof versionForm>;

const payload = (values: z.output<typeof versionForm>): TenantVersionUpdate => ({
  image: values.image,
  enable_prometheus: values.enable_prometheus,
  ...(values.customRegistry && {
    image_registry: {
      registry: values.registry.trim(),
      username: values.username.trim(),
      password: values.password,
    },
  }),
});

type UpdateVersionDialogProps = { tenant: TenantRef; detail: TenantDetail; onClose: () => void };

/**
 * Update version (spec 3 §2, §5): the MinIO image (empty for the operator's default, else repo/name:tag),
 * the metrics switch and an optional registry whose three fields are then required; Save waits for all
 * of it to be right. No console image: MinIO's operator runs no separate console since v4.2.
 */
export function UpdateVersionDialog({ tenant, detail, onClose }: UpdateVersionDialogProps) {
  const defaults: VersionValues = {
    image: detail.image,
    enable_prometheus: detail.enable_prometheus ?? false,
    customRegistry: false,
    registry: '',
    username: '',
    password: '',
  };
  const form = useZodForm(versionForm, defaults, { whileTyping: true });
  const { submit, props } = useDialogForm(useUpdateTenantVersion(tenant), { onClose });
  const registry = form.watch('customRegistry');
  return (
    <FormDialog
      open
      title={`Update version: ${tenant.name}`}
      onSubmit={form.handleSubmit((values) => submit(payload(values), 'Tenant updated'))}
      submitDisabled={!form.formState.isValid}
      {...props}
    >
      <FormTextField
        control={form.control}
        name="image"
        label="MinIO Image"
        placeholder="minio/minio:RELEASE.2025-01-01T00-00-00Z"
        helperText="Empty: the operator's default image"
        fullWidth
      />
      <Stack>
        <FormSwitch
          control={form.control}
          name="enable_prometheus"
          label="Prometheus metrics (scrape annotations)"
        />
        <FormSwitch control={form.control} name="customRegistry" label="Use a custom registry" />
      </Stack>
      {registry && (
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="registry"
            label="Registry"
            placeholder="registry.example/v1/"
            required
            fullWidth
          />
          <FormTextField control={form.control} name="username" label="Username" required fullWidth />
          <FormTextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            required
            fullWidth
          />
        </Stack>
      )}
    </FormDialog>
  );
}
