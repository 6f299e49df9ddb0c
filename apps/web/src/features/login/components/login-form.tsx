import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import { useState, type FormEvent } from 'react';
import type { LoginRequest } from '@silo/contract';

type LoginFormProps = { submitting: boolean; onSubmit: (credentials: LoginRequest) => void };

/** Access key + secret key. Login stays disabled while either is empty; the form locks while submitting. */
export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const [accessKey, setAccessKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const incomplete = accessKey.trim() === '' || secretKey === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || submitting) return;
    onSubmit({ accessKey: accessKey.trim(), secretKey });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <TextInput
        label="Enter Username"
        name="accessKey"
        autoComplete="username"
        autoFocus
        value={accessKey}
        onChange={(event) => setAccessKey(event.target.value)}
        disabled={submitting}
      />
      <TextInput
        label="Enter Password"
        name="secretKey"
        type="password"
        autoComplete="current-password"
        value={secretKey}
        onChange={(event) => setSecretKey(event.target.value)}
        disabled={submitting}
      />
      <Button type="submit" variant="contained" size="large" disabled={incomplete || submitting}>
        Login
      </Button>
    </Stack>
  );
}
