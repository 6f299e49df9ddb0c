import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { operatorLoginRequestSchema, type OperatorLoginRequest } from '@granary/contract';
import { useController, useWatch } from 'react-hook-form';
import { TextInput } from '@/components/text-input';
import { boundInput } from '@/lib/bound-input';
import { useZodForm } from '@/lib/use-zod-form';

type OperatorLoginFormProps = { submitting: boolean; onSubmit: (body: OperatorLoginRequest) => void };

/** One JWT field; Login stays disabled while it is empty and the form locks while submitting. */
export function OperatorLoginForm({ submitting, onSubmit }: OperatorLoginFormProps) {
  const form = useZodForm(operatorLoginRequestSchema, { jwt: '' });
  const jwt = useWatch({ control: form.control, name: 'jwt' });
  const { field } = useController({ control: form.control, name: 'jwt' });
  const incomplete = jwt.trim() === '';
  const submit = form.handleSubmit((body) => onSubmit(body));

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (incomplete || submitting) return;
        void submit(event);
      }}
      noValidate
    >
      <TextInput
        label="Enter JWT"
        type="password"
        autoComplete="off"
        autoFocus
        disabled={submitting}
        {...boundInput(field)}
      />
      <Button type="submit" variant="contained" size="large" disabled={incomplete || submitting}>
        Login
      </Button>
    </Stack>
  );
}
