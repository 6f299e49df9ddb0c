import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { bandwidthUnits } from '@silo/contract';
import type { BandwidthUnit, RemoteForm, RemoteFormProblems } from './remote-form';

type RemoteFieldsProps = {
  form: RemoteForm;
  problems: RemoteFormProblems;
  change: (patch: Partial<RemoteForm>) => void;
  /** Field errors show once the user tried to go on. */
  showProblems: boolean;
  /** The detail form places its Target Bucket field between the keys and the region. */
  afterKeys?: ReactNode;
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Target URL, TLS, keys, region, mode, bandwidth (async only) and health check. */
export function RemoteFields({ form, problems, change, showProblems, afterKeys }: RemoteFieldsProps) {
  const problem = (field: keyof RemoteFormProblems) => (showProblems ? problems[field] : undefined);
  return (
    <>
      <TextField
        label="Target URL"
        placeholder="play.min.io:9000"
        value={form.targetURL}
        onChange={(event) => change({ targetURL: event.target.value })}
        error={Boolean(problem('targetURL'))}
        helperText={problem('targetURL')}
        required
        autoFocus
        autoComplete="off"
      />
      <FormControlLabel
        label="Use TLS"
        sx={{ mt: -1.5 }}
        control={
          <Checkbox checked={form.useTLS} onChange={(event) => change({ useTLS: event.target.checked })} />
        }
      />
      <Box sx={twoColumns}>
        <TextField
          label="Access Key"
          value={form.accessKey}
          onChange={(event) => change({ accessKey: event.target.value })}
          error={Boolean(problem('accessKey'))}
          helperText={problem('accessKey')}
          required
          autoComplete="off"
        />
        <TextField
          label="Secret Key"
          type="password"
          value={form.secretKey}
          onChange={(event) => change({ secretKey: event.target.value })}
          error={Boolean(problem('secretKey'))}
          helperText={problem('secretKey')}
          required
          autoComplete="new-password"
        />
      </Box>
      {afterKeys}
      <Box sx={twoColumns}>
        <TextField
          label="Region"
          value={form.region}
          onChange={(event) => change({ region: event.target.value })}
        />
        <TextField
          select
          label="Replication Mode"
          value={form.mode}
          onChange={(event) => change({ mode: event.target.value === 'sync' ? 'sync' : 'async' })}
        >
          <MenuItem value="async">Asynchronous</MenuItem>
          <MenuItem value="sync">Synchronous</MenuItem>
        </TextField>
      </Box>
      <Box sx={twoColumns}>
        {form.mode === 'async' && (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 96px' }}>
            <TextField
              label="Bandwidth"
              type="number"
              value={form.bandwidth}
              onChange={(event) => change({ bandwidth: event.target.value })}
              error={Boolean(problem('bandwidth'))}
              helperText={problem('bandwidth') ?? '0 = unlimited'}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              select
              label="Unit"
              aria-label="Bandwidth unit"
              value={form.bandwidthUnit}
              onChange={(event) => change({ bandwidthUnit: event.target.value as BandwidthUnit })}
            >
              {bandwidthUnits.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}/s
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
        <TextField
          label="Health Check Duration"
          type="number"
          value={form.healthCheck}
          onChange={(event) => change({ healthCheck: event.target.value })}
          error={Boolean(problem('healthCheck'))}
          helperText={problem('healthCheck') ?? 'Seconds'}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Box>
    </>
  );
}
