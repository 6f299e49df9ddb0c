import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { auditFilterFields, auditFilterHint, textSchema, type AuditFilterField } from '@granary/contract';
import { z } from 'zod';
import { FilterForm, fieldRowSx, TimeRangeFields } from '@/components/filter-form';
import { FormTextField } from '@/components/form-text-field';
import { useZodForm } from '@/lib/use-zod-form';
import type { AuditCriteria } from '../api/search-audit';

const labels: Record<AuditFilterField, string> = {
  bucket: 'Bucket',
  api_name: 'API Name',
  user_agent: 'User Agent',
  object: 'Object',
  request_id: 'Request ID',
  response_status: 'Response Status',
  kind: 'Kind',
  access_key: 'Access Key',
  parent_user: 'User',
};

const filterText = textSchema.refine((value) => value.length <= 1_024, 'must be at most 1,024 characters');

const auditFiltersSchema = z
  .object({
    timeStart: z.string(),
    timeEnd: z.string(),
    ...(Object.fromEntries(auditFilterFields.map((field) => [field, filterText])) as Record<
      AuditFilterField,
      typeof filterText
    >),
  })
  .refine((values) => !values.timeStart || !values.timeEnd || values.timeStart < values.timeEnd, {
    message: 'End Time must be after Start Time',
    path: ['timeEnd'],
  });
type AuditFilterValues = z.infer<typeof auditFiltersSchema>;

const empty: AuditFilterValues = {
  timeStart: '',
  timeEnd: '',
  ...(Object.fromEntries(auditFilterFields.map((field) => [field, ''])) as Record<AuditFilterField, string>),
};

/** A datetime-local value (the browser's own time zone) as an instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Filters are sent only when filled in (spec 2 §5). */
function toCriteria(values: AuditFilterValues, order: AuditCriteria['order']): AuditCriteria {
  const timeStart = toIso(values.timeStart);
  const timeEnd = toIso(values.timeEnd);
  return {
    order,
    filters: auditFilterFields
      .filter((field) => values[field] !== '')
      .map((field) => `${field}:${values[field]}`),
    ...(timeStart ? { timeStart } : {}),
    ...(timeEnd ? { timeEnd } : {}),
  };
}

type AuditFiltersProps = {
  order: AuditCriteria['order'];
  onSearch: (criteria: AuditCriteria) => void;
  busy: boolean;
};

/** Start Time, End Time, the advanced filters with their hint, and Get Information. */
export function AuditFilters({ order, onSearch, busy }: AuditFiltersProps) {
  const form = useZodForm(auditFiltersSchema, empty);
  const submit = form.handleSubmit((values) => onSearch(toCriteria(values, order)));
  return (
    <FilterForm label="Audit log search" onSubmit={submit}>
      <Box sx={{ ...fieldRowSx, mb: 1.5 }}>
        <TimeRangeFields control={form.control} names={['timeStart', 'timeEnd']} />
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" loading={busy}>
          Get Information
        </Button>
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ mb: 2 }}>
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography variant="body2">Advanced filters</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {auditFilterFields.map((field) => (
              <FormTextField
                key={field}
                control={form.control}
                name={field}
                label={labels[field]}
                size="small"
              />
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {auditFilterHint}
          </Typography>
        </AccordionDetails>
      </Accordion>
    </FilterForm>
  );
}
