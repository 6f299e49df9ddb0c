import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginRequestSchema, type LoginRequest } from '@granary/contract';
import { useController, useWatch, type Control } from 'react-hook-form';
import { TextInput } from '@/components/text-input';
import { boundInput } from '@/lib/bound-input';
import { useZodForm } from '@/lib/use-zod-form';

type LoginFormProps = { submitting: boolean; onSubmit: (credentials: LoginRequest) => void };
type LoginValues = { accessKey: string; secretKey: string };

/** Access key + secret key. Login stays disabled while either is empty; the form locks while submitting. */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const form = useZodForm(loginRequestSchema, { accessKey: '', secretKey: '' });
  const [accessKey, secretKey] = useWatch({ control: form.control, name: ['accessKey', 'secretKey'] });
  const incomplete = accessKey.trim() === '' || secretKey === '';
  const submit = form.handleSubmit((credentials) => onSubmit(credentials));

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
      <LoginInput
        control={form.control}
        name="accessKey"
        label="Enter Username"
        autoComplete="username"
        autoFocus
        disabled={submitting}
      />
      <LoginInput
        control={form.control}
        name="secretKey"
        label="Enter Password"
        type="password"
        autoComplete="current-password"
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" disabled={incomplete || submitting}>
        Login
      </Button>
    </Stack>
  );
}

type LoginInputProps = {
  control: Control<LoginValues>;
  name: keyof LoginValues;
  label: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  disabled: boolean;
};

/** The light TextInput (not TextField, which would grow the login bundle) bound to the form. */
function LoginInput({ control, name, ...props }: LoginInputProps) {
  const { field } = useController({ control, name });
  return <TextInput {...props} {...boundInput(field)} />;
}
