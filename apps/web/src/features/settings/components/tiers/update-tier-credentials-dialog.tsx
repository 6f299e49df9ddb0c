import { tierCredentialsFormSchema, tierName, type Tier } from '@granary/contract';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { modalErrorText } from '@/lib/modal-error';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateTierCredentials } from '../../api/update-tier-credentials';
import { CredentialsFileField } from './credentials-file-field';

/** Update Credentials (spec 2 §2): MinIO tries the new keys on the backend before it keeps them. */
export function UpdateTierCredentialsDialog({ tier, onClose }: { tier: Tier; onClose: () => void }) {
  const name = tierName(tier);
  const update = useUpdateTierCredentials();
  const form = useZodForm(tierCredentialsFormSchema(tier.type), { access_key: '', secret_key: '' });
  const azure = tier.type === 'azure';
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { type: tier.type, name, body },
      {
        onSuccess: () => {
          showSnackbar(`Credentials of tier '${name}' updated`);
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      title={`Update Credentials - ${name}`}
      onSubmit={submit}
      onClose={onClose}
      pending={update.isPending}
      error={update.error ? modalErrorText(update.error) : undefined}
    >
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
