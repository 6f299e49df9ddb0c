import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { maxTenantUsers } from '@granary/contract';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { FormRows } from '@/components/form-rows';
import { FormTextField } from '@/components/form-text-field';
import { ActiveDirectoryFields } from './active-directory-fields';
import { discoveryUrl, identityProblems, newTenantUser, type IdpKind } from './identity-values';
import type { WizardValues } from './wizard-values';

type StepProps = { control: Control<WizardValues> };

const kinds: { value: IdpKind; label: string }[] = [
  { value: 'builtin', label: 'Built-in: users with keys, made by the tenant' },
  { value: 'oidc', label: 'OpenID: users sign in with an OpenID Connect provider' },
  { value: 'ad', label: 'Active Directory / LDAP: users sign in with a directory account' },
];

/** Built-in users (spec 3 §5): each with both keys; one always remains. */
function BuiltInUsers({ control }: StepProps) {
  const rows = useFieldArray({ control, name: 'users' });
  return (
    <Stack spacing={1.5}>
      <FormRows
        rows={rows.fields}
        direction={{ xs: 'column', sm: 'row' }}
        renderRow={(index) => (
          <>
            <FormTextField
              control={control}
              name={`users.${index}.access_key`}
              label={`Access Key ${index + 1}`}
              required
              fullWidth
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name={`users.${index}.secret_key`}
              label={`Secret Key ${index + 1}`}
              required
              fullWidth
              autoComplete="off"
            />
          </>
        )}
        removeLabel={(index) => `Remove user ${index + 1}`}
        onRemove={rows.remove}
        addLabel="Add User"
        onAdd={() => rows.append(newTenantUser())}
        max={maxTenantUsers}
      />
    </Stack>
  );
}

/** The issuer's URL; the configuration URL follows it until typed by hand. */
function IssuerField({ control }: StepProps) {
  const { field: url, fieldState } = useController({ control, name: 'oidc.url' });
  const { field: configuration } = useController({ control, name: 'oidc.configuration_url' });
  const follows = configuration.value === '' || configuration.value === discoveryUrl(url.value);
  return (
    <TextField
      label="URL"
      required
      name={url.name}
      value={url.value}
      onBlur={url.onBlur}
      onChange={(event) => {
        url.onChange(event.target.value);
        if (follows)
          configuration.onChange(event.target.value.trim() ? discoveryUrl(event.target.value) : '');
      }}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? "The provider's issuer, as https://sso.example.com/realms/main"
      }
      placeholder="https://sso.example.com/realms/main"
    />
  );
}

function OpenIdFields({ control }: StepProps) {
  return (
    <Stack spacing={2}>
      <IssuerField control={control} />
      <FormTextField control={control} name="oidc.configuration_url" label="Configuration URL" required />
      <FormTextField control={control} name="oidc.client_id" label="Client ID" required autoComplete="off" />
      <FormTextField
        control={control}
        name="oidc.secret_id"
        label="Secret ID"
        type="password"
        required
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="oidc.callback_url"
        label="Callback URL"
        helperText="The tenant console's address ending /oauth_callback; empty: MinIO's own"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="oidc.claim_name"
        label="Claim Name"
        required
        autoComplete="off"
      />
      <FormTextField control={control} name="oidc.scopes" label="Scopes" helperText="Comma-separated" />
    </Stack>
  );
}

/** Identity Provider (spec 3 §2, Advanced Mode): built-in users, OpenID or Active Directory. */
export function IdentityStep({ control, values }: StepProps & { values: WizardValues }) {
  const { field } = useController({ control, name: 'idp' });
  return (
    <Stack spacing={2.5}>
      <RadioGroup
        aria-label="Identity provider"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {kinds.map((kind) => (
          <FormControlLabel key={kind.value} value={kind.value} control={<Radio />} label={kind.label} />
        ))}
      </RadioGroup>
      {values.idp === 'builtin' && <BuiltInUsers control={control} />}
      {values.idp === 'oidc' && <OpenIdFields control={control} />}
      {values.idp === 'ad' && (
        <ActiveDirectoryFields
          control={control}
          problems={Object.fromEntries(
            identityProblems(values).map((problem) => [problem.path.join('.'), problem.message]),
          )}
        />
      )}
    </Stack>
  );
}
