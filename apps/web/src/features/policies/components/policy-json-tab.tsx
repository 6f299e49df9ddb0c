import Save from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Policy } from '@silo/contract';
import { useState } from 'react';
import { CodeEditor } from '../../../components/code-editor';
import { showSnackbar } from '../../../lib/notifications';
import { useSavePolicy } from '../api/save-policy';
import { policyTextError, prettyPolicy } from '../policy-summary';

/** The JSON tab: the 'Raw Policy' editor; Save overwrites the policy under the same name. */
export function PolicyJsonTab({ policy }: { policy: Policy }) {
  const [text, setText] = useState(() => prettyPolicy(policy.policy));
  const [error, setError] = useState<string | undefined>();
  const save = useSavePolicy('snackbar');

  const submit = () => {
    const found = policyTextError(text);
    setError(found);
    if (found) return;
    save.mutate(
      { name: policy.name, policy: text },
      { onSuccess: () => showSnackbar('Policy successfully updated') },
    );
  };

  return (
    <Box>
      <CodeEditor
        label="Raw Policy"
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        error={error}
        readOnly={save.isPending}
        height={460}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button variant="contained" startIcon={<Save />} onClick={submit} disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
