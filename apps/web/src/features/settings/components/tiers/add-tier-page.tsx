import {
  type AddableTierType,
  addableTierTypes,
  type AddTierRequest,
  screens,
  tierSettingsSchemas,
} from '@granary/contract';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormPage } from '@/components/form-page';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useAddTier } from '../../api/add-tier';
import { CredentialsFileField } from './credentials-file-field';
import { tierFields } from './tier-fields';
import { tierTypeLabel, tierTypes } from './tier-types';

type TierValues = Record<string, string>;

function AddTierForm({ type }: { type: AddableTierType }) {
  const navigate = useNavigate();
  const add = useAddTier();
  const toTiers = () => void navigate(screens.settings.tiers.href());
  const page = useDialogForm(add, { onClose: toTiers });
  const schema = tierSettingsSchemas[type] as unknown as Parameters<typeof useZodForm>[0];
  const endpoint = tierTypes.find((entry) => entry.type === type)?.defaultEndpoint ?? '';
  const form = useZodForm(
    schema,
    { name: '', endpoint, bucket: '', prefix: '', region: '' },
    { whileTyping: true },
  );
  const submit = form.handleSubmit((values) =>
    page.submit(
      { type, [type]: values } as unknown as AddTierRequest,
      `Tier '${(values as TierValues)['name']}' added`,
    ),
  );
  return (
    <FormPage
      title={`Add ${tierTypeLabel(type)} Tier`}
      subtitle="MinIO writes a test object to the bucket before it keeps the tier."
      back={{ label: 'Back To Tier Type Selection', to: screens.settings.tierTypes.href() }}
      onSubmit={submit}
      submitDisabled={!form.formState.isValid}
      pending={page.props.pending}
      error={page.props.error}
    >
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label="Name"
            required
            size="small"
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? 'Upper case: lifecycle rules name the tier as their storage class.'
            }
          />
        )}
      />
      {tierFields[type].map((field) => (
        <FormTextField
          key={field.key}
          control={form.control}
          name={field.key}
          label={field.label}
          required={!field.optional}
          size="small"
          type={field.secret ? 'password' : 'text'}
          autoComplete={field.secret ? 'new-password' : 'off'}
        />
      ))}
      {type === 'gcs' && <CredentialsFileField control={form.control} name="creds" />}
    </FormPage>
  );
}

/** Add Tier, step 2: the form of one type (spec 2 §5 rules, §9 default endpoints). */
export function AddTierPage() {
  const type = useParams()['type'] ?? '';
  const known = (addableTierTypes as readonly string[]).includes(type);
  if (!known) return <Navigate to={screens.settings.tierTypes.href()} replace />;
  return <AddTierForm key={type} type={type as AddableTierType} />;
}
