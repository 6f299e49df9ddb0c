import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from './back-link';

export type FormPageProps = {
  title: string;
  subtitle?: ReactNode;
  /** The link above the title ('Back To Configurations'). */
  back: { label: string; to: string };
  children: ReactNode;
  onSubmit: () => void | Promise<void>;
  submitLabel?: string;
  submitDisabled?: boolean;
  pending?: boolean;
  /** The server's refusal; field errors belong next to their fields. */
  error?: string;
};

/** A long form as a page step (the settings views): back link, title, fields, the error, and Save. */
export function FormPage(props: FormPageProps) {
  const { title, subtitle, back, children, submitLabel = 'Save', pending = false, error } = props;
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void props.onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={title} sx={{ maxWidth: 880 }}>
      <BackLink label={back.label} to={back.to} />
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
      <Paper
        variant="outlined"
        sx={{ mt: 2, p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}
      >
        {error && (
          <Alert ref={errorRef} severity="error" variant="filled">
            {error}
          </Alert>
        )}
        {children}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={back.to} color="inherit" disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={props.submitDisabled}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
