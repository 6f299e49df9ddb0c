import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { bandwidthUnits } from '@granary/contract';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { boundInput } from '@/lib/bound-input';
import type { RemoteForm } from './remote-form';

type RemoteFieldsProps<Values extends RemoteForm> = {
  /** A `useZodForm` form whose values include the remote's (the detail form adds its own). */
  control: Control<Values>;
  /** The detail form places its Target Bucket field between the keys and the region. */
  afterKeys?: ReactNode;
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** Target URL, TLS, keys, region, mode, bandwidth (async only) and health check. */
export function RemoteFields<Values extends RemoteForm>(props: RemoteFieldsProps<Values>) {
  // Values extends RemoteForm: every field named here is one of its fields too.
  const control = props.control as unknown as Control<RemoteForm>;
  const mode = useWatch({ control, name: 'mode' });
  return (
    <>
      <FormTextField
        control={control}
        name="targetURL"
        label="Target URL"
        placeholder="play.min.io:9000"
        required
        autoFocus
        autoComplete="off"
      />
      <FormCheckbox control={control} name="useTLS" label="Use TLS" sx={{ mt: -1.5 }} />
      <Box sx={twoColumns}>
        <FormTextField control={control} name="accessKey" label="Access Key" required autoComplete="off" />
        <FormTextField
          control={control}
          name="secretKey"
          label="Secret Key"
          type="password"
          required
          autoComplete="new-password"
        />
      </Box>
      {props.afterKeys}
      <Box sx={twoColumns}>
        <FormTextField control={control} name="region" label="Region" />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <TextField
              select
              label="Replication Mode"
              {...boundInput(field)}
              onChange={(event) => field.onChange(event.target.value === 'sync' ? 'sync' : 'async')}
            >
              <MenuItem value="async">Asynchronous</MenuItem>
              <MenuItem value="sync">Synchronous</MenuItem>
            </TextField>
          )}
        />
      </Box>
      <Box sx={twoColumns}>
        {mode === 'async' && (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 96px' }}>
            <FormTextField
              control={control}
              name="bandwidth"
              label="Bandwidth"
              type="number"
              helperText="0 = unlimited"
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <Controller
              control={control}
              name="bandwidthUnit"
              render={({ field }) => (
                <TextField select label="Unit" aria-label="Bandwidth unit" {...boundInput(field)}>
                  {bandwidthUnits.map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {unit}/s
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        )}
        <FormTextField
          control={control}
          name="healthCheck"
          label="Health Check Duration"
          type="number"
          helperText="Seconds"
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Box>
    </>
  );
}
