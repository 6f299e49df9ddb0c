import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { retentionNeedsVersioning } from '@granary/contract';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { nonErasureNote, type BucketForm } from '@/features/buckets/bucket-form';
import { OptionSwitch, QuotaFields, RetentionFields } from './bucket-option-fields';

type BucketFeaturesProps = {
  control: Control<BucketForm>;
  /** The form's current values. */
  form: BucketForm;
  change: (patch: Partial<BucketForm>) => void;
  /** Off on a non-distributed server, with the note saying why (spec 1 §2.5). */
  disabled: boolean;
};

/** Why a switch is locked, under its label (a switch and its gap are 47 px wide). */
function SwitchNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1.25, pl: '47px' }}>
      {children}
    </Typography>
  );
}

/** Versioning, object locking, quota and retention, with the rules of spec 1 §4. */
export function BucketFeatures({ control, form, change, disabled }: BucketFeaturesProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        Features
      </Typography>
      {disabled && <Alert severity="info">{nonErasureNote}</Alert>}
      <OptionSwitch
        label="Versioning"
        checked={form.versioning}
        disabled={disabled}
        onChange={(versioning) => change({ versioning })}
      />
      <OptionSwitch
        label="Object Locking"
        checked={form.locking}
        disabled={disabled || form.retentionEnabled}
        onChange={(locking) => change({ locking })}
      />
      {form.retentionEnabled && <SwitchNote>Retention needs object locking, so it stays on.</SwitchNote>}
      <OptionSwitch
        label="Quota"
        checked={form.quotaEnabled}
        disabled={disabled}
        onChange={(quotaEnabled) => change({ quotaEnabled })}
      />
      {form.quotaEnabled && <QuotaFields control={control} disabled={disabled} />}
      <OptionSwitch
        label="Retention"
        checked={form.retentionEnabled}
        disabled={disabled || !form.versioning}
        onChange={(retentionEnabled) => change({ retentionEnabled })}
      />
      {!disabled && !form.versioning && <SwitchNote>{retentionNeedsVersioning}.</SwitchNote>}
      {form.retentionEnabled && <RetentionFields control={control} disabled={disabled} />}
    </Box>
  );
}
