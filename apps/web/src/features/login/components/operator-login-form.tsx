import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import { useState, type FormEvent } from 'react';

type OperatorLoginFormProps = { submitting: boolean; onSubmit: (jwt: string) => void };

/** A Kubernetes service-account token; Login stays disabled while it is empty. */
export function OperatorLoginForm({ submitting, onSubmit }: OperatorLoginFormProps) {
  const [jwt, setJwt] = useState('');
  const empty = jwt.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || submitting) return;
    onSubmit(jwt.trim());
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <TextInput
        label="Enter JWT"
        name="jwt"
        type="password"
        autoComplete="off"
        autoFocus
        value={jwt}
        onChange={(event) => setJwt(event.target.value)}
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" disabled={empty || submitting}>
        Login
      </Button>
    </Stack>
  );
}
