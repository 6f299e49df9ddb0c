import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormRows } from '@/components/form-rows';
import { FormSwitch } from '@/components/form-switch';
import { maxTenantUsers } from '@granary/contract';
import { FormTextField } from '@/components/form-text-field';
import type { WizardValues } from './wizard-values';

type FieldsProps = { control: Control<WizardValues> };
/** The step's problems by field path, for those that follow from another field ('ad.group_search_filter'). */
type Problems = Record<string, string>;

/** The directory users the tenant makes its administrators; one always remains. */
function UserDns({ control }: FieldsProps) {
  const rows = useFieldArray({ control, name: 'ad.user_dns' });
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Administrators (user DNs)
      </Typography>
      <FormRows
        rows={rows.fields}
        renderRow={(index) => (
          <FormTextField
            control={control}
            name={`ad.user_dns.${index}.dn`}
            label={`User DN ${index + 1}`}
            placeholder="cn=admin,ou=people,dc=example,dc=com"
            required
            fullWidth
          />
        )}
        removeLabel={(index) => `Remove user DN ${index + 1}`}
        onRemove={rows.remove}
        addLabel="Add User DN"
        onAdd={() => rows.append({ dn: '' })}
        max={maxTenantUsers}
      />
    </Stack>
  );
}

/** Active Directory / LDAP (spec 3 §3): the server, how to reach it, how users and groups are found. */
export function ActiveDirectoryFields({ control, problems }: FieldsProps & { problems: Problems }) {
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="ad.url"
        label="LDAP Server Address"
        placeholder="ldap.example.com:636"
        required
      />
      <Stack>
        <FormSwitch control={control} name="ad.server_start_tls" label="Start TLS" />
        <FormSwitch control={control} name="ad.skip_tls_verification" label="Skip TLS Verification" />
        <FormSwitch control={control} name="ad.server_insecure" label="Server Insecure (no TLS)" />
      </Stack>
      <FormTextField control={control} name="ad.lookup_bind_dn" label="Lookup Bind DN" required />
      <FormTextField
        control={control}
        name="ad.lookup_bind_password"
        label="Lookup Bind Password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="ad.user_dn_search_base_dn"
        label="User DN Search Base DN"
        placeholder="ou=people,dc=example,dc=com"
        required
      />
      <FormTextField
        control={control}
        name="ad.user_dn_search_filter"
        label="User DN Search Filter"
        placeholder="(uid=%s)"
        required
      />
      <FormTextField
        control={control}
        name="ad.group_search_base_dn"
        label="Group Search Base DN"
        problem={problems['ad.group_search_base_dn']}
      />
      <FormTextField
        control={control}
        name="ad.group_search_filter"
        label="Group Search Filter"
        placeholder="(&(objectclass=groupOfNames)(member=%d))"
        problem={problems['ad.group_search_filter']}
      />
      <UserDns control={control} />
    </Stack>
  );
}
