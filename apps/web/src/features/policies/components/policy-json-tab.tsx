import Save from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import type { Policy } from '@granary/contract';
import { FormCodeEditor } from '@/components/form-code-editor';
import { showSnackbar } from '@/lib/notifications';
import { useZodForm } from '@/lib/use-zod-form';
import { RefusableButton } from '@/components/denied-reason';
import { useSavePolicy } from '@/features/policies/api/save-policy';
import { usePolicyDenials } from '@/features/policies/use-policy-denials';
import { policyFormSchema, prettyPolicy } from '@/features/policies/policy-summary';

/** The JSON tab: the 'Raw Policy' editor; Save overwrites the policy under the same name. */
export function PolicyJsonTab({ policy }: { policy: Policy }) {
  const form = useZodForm(policyFormSchema, { name: policy.name, policy: prettyPolicy(policy.policy) });
  const save = useSavePolicy('snackbar');
  const saveDenied = usePolicyDenials().save;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => showSnackbar('Policy successfully updated') }),
  );

  return (
    <Box>
      <FormCodeEditor
        control={form.control}
        name="policy"
        label="Raw Policy"
        readOnly={save.isPending}
        height={460}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <RefusableButton
          deniedBy={saveDenied}
          variant="contained"
          startIcon={<Save />}
          onClick={() => void submit()}
          disabled={save.isPending}
        >
          Save
        </RefusableButton>
      </Box>
    </Box>
  );
}
