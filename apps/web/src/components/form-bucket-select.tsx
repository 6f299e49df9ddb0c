import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type FormBucketSelectProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  buckets: string[];
  disabled?: boolean;
};

/** The live tools' bucket choice ('Select Bucket' until one is picked from the user's buckets). */
export function FormBucketSelect<Values extends FieldValues>({
  control,
  name,
  buckets,
  disabled,
}: FormBucketSelectProps<Values>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Bucket"
      select
      size="small"
      disabled={Boolean(disabled)}
      sx={{ width: { xs: '100%', sm: 260 } }}
    >
      <MenuItem value="" disabled>
        Select Bucket
      </MenuItem>
      {buckets.map((bucket) => (
        <MenuItem key={bucket} value={bucket}>
          {bucket}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
