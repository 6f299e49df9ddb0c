import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import { traceCallTypes, type TraceCallType, type TraceQuery } from '@granary/contract';
import { useWatch } from 'react-hook-form';
import { FilterForm } from '@/components/filter-form';
import { FormCheckbox } from '@/components/form-checkbox';
import { FormTextField } from '@/components/form-text-field';
import { StartStopButton } from '@/components/live-status';
import { useZodForm } from '@/lib/use-zod-form';
import { toTraceQuery, traceFormDefaults, traceFormSchema } from '../trace-form';

const callLabels: Record<TraceCallType, string> = {
  s3: 'S3',
  internal: 'Internal',
  storage: 'Storage',
  os: 'OS',
};

type TraceFiltersProps = { running: boolean; onStart: (query: TraceQuery) => void; onStop: () => void };

/** Spec 2 §2 Trace filters; locked while the trace runs, 'All' forcing and disabling the other types. */
export function TraceFilters({ running, onStart, onStop }: TraceFiltersProps) {
  const form = useZodForm(traceFormSchema, traceFormDefaults);
  const all = useWatch({ control: form.control, name: 'all' });
  const submit = form.handleSubmit((values) => onStart(toTraceQuery(values)));
  const field = { size: 'small', disabled: running } as const;
  return (
    <FilterForm label="Trace filters" onSubmit={submit} sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        <FormTextField control={form.control} name="statusCode" label="Status Code" {...field} />
        <FormTextField control={form.control} name="method" label="Method" select {...field}>
          <MenuItem value="">Any</MenuItem>
          {['GET', 'PUT', 'POST', 'DELETE', 'HEAD'].map((method) => (
            <MenuItem key={method} value={method}>
              {method}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="funcname" label="Function Name" {...field} />
        <FormTextField control={form.control} name="path" label="Path" {...field} />
        <FormTextField
          control={form.control}
          name="threshold"
          label="Response Threshold (ms)"
          type="number"
          slotProps={{ htmlInput: { min: 0 } }}
          {...field}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
        <FormGroup row aria-label="Call types">
          <FormCheckbox control={form.control} name="all" label="All" disabled={running} />
          {traceCallTypes.map((type) => (
            <FormCheckbox
              key={type}
              control={form.control}
              name={`calls.${type}`}
              label={callLabels[type]}
              disabled={running || all}
              forceChecked={all}
            />
          ))}
        </FormGroup>
        <FormCheckbox
          control={form.control}
          name="onlyErrors"
          label="Display only Errors"
          disabled={running}
        />
        <Box sx={{ flex: 1 }} />
        <StartStopButton running={running} onStop={onStop} />
      </Box>
    </FilterForm>
  );
}
