import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

/** A row of fields that wrap on a narrow screen, tops aligned. */
export const fieldRowSx = { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' } as const;

type FilterFormProps = {
  /** The form's accessible name ('Trace filters'). */
  label: string;
  /** A `form.handleSubmit(...)` handler. */
  onSubmit: (event: FormEvent) => Promise<void>;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** The form above a screen's results (filters, a time range, what to watch): the browser's own checks off. */
export function FilterForm({ label, onSubmit, sx, children }: FilterFormProps) {
  return (
    <Box component="form" noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)} sx={sx}>
      {children}
    </Box>
  );
}

type TimeRangeFieldsProps<Values extends FieldValues, Parsed extends FieldValues> = {
  /** A form whose schema transforms its values (Parsed) works as well. */
  control: Control<Values, unknown, Parsed>;
  /** The form's fields for the start and the end. */
  names: readonly [FieldPath<Values>, FieldPath<Values>];
  /** Let the pickers take seconds. */
  seconds?: boolean;
};

/** Start Time and End Time, as browser date-time pickers. */
export function TimeRangeFields<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  names,
  seconds,
}: TimeRangeFieldsProps<Values, Parsed>) {
  return names.map((name, index) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={index === 0 ? 'Start Time' : 'End Time'}
      type="datetime-local"
      size="small"
      slotProps={{ inputLabel: { shrink: true }, ...(seconds && { htmlInput: { step: 1 } }) }}
      sx={{ width: { xs: '100%', sm: 250 } }}
    />
  ));
}
