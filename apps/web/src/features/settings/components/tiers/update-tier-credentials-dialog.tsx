import { tierCredentialsFormSchema, tierName, type Tier } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateTierCredentials } from '../../api/update-tier-credentials';
import { CredentialsFileField } from './credentials-file-field';

/** Update Credentials (spec 2 §2): MinIO tries the new keys on the backend before it keeps them. */
export function UpdateTierCredentialsDialog({ tier, onClose }: { tier: Tier; onClose: () => void }) {
  const name = tierName(tier);
  const update = useUpdateTierCredentials();
  const dialog = useDialogForm(update, { onClose });
  const form = useZodForm(tierCredentialsFormSchema(tier.type), { access_key: '', secret_key: '' });
  const azure = tier.type === 'azure';
  const submit = form.handleSubmit((body) =>
    dialog.submit({ type: tier.type, name, body }, `Credentials of tier '${name}' updated`),
  );
  return (
    <FormDialog open title={`Update Credentials - ${name}`} onSubmit={submit} {...dialog.props}>
      {tier.type === 'gcs' ? (
        <CredentialsFileField control={form.control} name="creds" />
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="access_key"
            label={azure ? 'Account Name' : 'Access Key'}
            required
            size="small"
          />
          <FormTextField
            control={form.control}
            name="secret_key"
            label={azure ? 'Account Key' : 'Secret Key'}
            type="password"
            autoComplete="new-password"
            required
            size="small"
          />
        </>
      )}
    </FormDialog>
  );
}
