import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { z } from 'zod';
import { FormCodeEditor } from '@/components/form-code-editor';
import { FormDialog } from '@/components/form-dialog';
import { formatError } from '@/lib/error-message';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenantYaml } from '@/features/tenants/api/get-tenant-yaml';
import { useUpdateTenantYaml } from '@/features/tenants/api/update-tenant-yaml';

const yamlForm = z.object({ yaml: z.string() });

/**
 * Edit YAML (spec 3 §2): the Tenant object in an editor, saved at the version it was loaded at. Save waits
 * for text (spec 3 §5); a refusal (the parser's line and column, the API server's reason, a change made
 * meanwhile) shows in the dialog, which keeps the text.
 */
export function EditYamlDialog({ tenant, onClose }: { tenant: TenantRef; onClose: () => void }) {
  const loaded = useTenantYaml(tenant);
  const form = useZodForm(yamlForm, { yaml: '' });
  const { submit, props } = useDialogForm(useUpdateTenantYaml(tenant), { onClose });
  const text = form.watch('yaml');
  const yaml = loaded.data?.yaml;
  // The text as read; read again (the API server back after an outage), it replaces only an unedited text.
  useEffect(() => {
    if (yaml !== undefined && !form.formState.isDirty) form.reset({ yaml });
  }, [yaml, form]);
  return (
    <FormDialog
      open
      title={`Edit YAML: ${tenant.name}`}
      maxWidth="md"
      onSubmit={form.handleSubmit((values) => submit(values.yaml, 'Tenant saved'))}
      submitDisabled={yaml === undefined || text.trim() === ''}
      {...props}
    >
      {loaded.isError && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          The tenant&apos;s YAML could not be read: {formatError(loaded.error).message}
        </Alert>
      )}
      {yaml === undefined && !loaded.isError && (
        <Skeleton variant="rounded" height={420} aria-label="Loading the tenant's YAML" />
      )}
      {yaml !== undefined && (
        <FormCodeEditor
          control={form.control}
          name="yaml"
          label="Tenant YAML"
          hideLabel
          language="yaml"
          height={420}
        />
      )}
    </FormDialog>
  );
}
