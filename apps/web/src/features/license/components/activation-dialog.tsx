import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { accountActivationSchema, licenseKeyActivationSchema } from '@granary/contract';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useZodForm } from '@/lib/use-zod-form';
import { useActivateLicense } from '../api/activate-license';
import { signUpUrl } from '../plans';
import { ExternalLinkButton } from './external-link';

type Way = 'key' | 'account';

const activated = (organization: string) => `License activated for ${organization}`;

/**
 * Activate (spec 3 §2, §5): a license key, or the subscription service's account (email and password)
 * with Sign Up for one. Each way's button waits for its fields to be non-blank; a refusal stays in the dialog.
 */
export function ActivationDialog({ onClose }: { onClose: () => void }) {
  const [way, setWay] = useState<Way>('key');
  const keyForm = useZodForm(licenseKeyActivationSchema, { license: '' }, { whileTyping: true });
  const accountForm = useZodForm(accountActivationSchema, { email: '', password: '' }, { whileTyping: true });
  const mutation = useActivateLicense();
  const dialog = useDialogForm(mutation, { onClose });
  const message = ({ license }: { license: { organization: string } }) => activated(license.organization);
  const onSubmit =
    way === 'key'
      ? keyForm.handleSubmit((body) => dialog.submit(body, message))
      : accountForm.handleSubmit((body) => dialog.submit(body, message));
  const valid = way === 'key' ? keyForm.formState.isValid : accountForm.formState.isValid;
  return (
    <FormDialog
      open
      title="Activate License"
      {...dialog.props}
      onSubmit={onSubmit}
      submitLabel={way === 'key' ? 'Activate with Key' : 'Activate with Account'}
      submitDisabled={!valid}
    >
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="How to activate"
        value={way}
        onChange={(_event, next: Way | null) => {
          if (next) {
            setWay(next);
            mutation.reset();
          }
        }}
      >
        <ToggleButton value="key">License key</ToggleButton>
        <ToggleButton value="account">Subscription account</ToggleButton>
      </ToggleButtonGroup>
      {way === 'key' ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Paste the license key your subscription came with. It is checked here, offline, against the key
            this console trusts, and kept in Kubernetes.
          </Typography>
          <FormTextField
            control={keyForm.control}
            name="license"
            label="License key"
            required
            multiline
            minRows={4}
            autoFocus
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
            }}
          />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Sign in with your account of MinIO&apos;s subscription service (SUBNET): it issues the license.
            This needs the console to reach the service.
          </Typography>
          <FormTextField
            control={accountForm.control}
            name="email"
            label="Email"
            type="email"
            required
            autoFocus
          />
          <FormTextField
            control={accountForm.control}
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="current-password"
          />
          <Typography variant="body2" color="text.secondary">
            No account yet?{' '}
            <ExternalLinkButton href={signUpUrl} variant="text">
              Sign Up
            </ExternalLinkButton>
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
