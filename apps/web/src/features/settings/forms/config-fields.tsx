import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { ConfigFieldInput } from './config-field';
import type { ConfigField, ConfigValues } from './config-form-model';

type ConfigFieldsProps = {
  fields: ConfigField[];
  control: Control<ConfigValues>;
  /** Keys drawn elsewhere by the form (the connection-string builders). */
  skip?: string[];
};

/** The keys of a subsystem: the required and the specification's first, then the rest of MinIO's help. */
export function ConfigFields({ fields, control, skip = [] }: ConfigFieldsProps) {
  const shown = fields.filter((field) => !skip.includes(field.key));
  const main = shown.filter((field) => field.required);
  const more = shown.filter((field) => !field.required);
  return (
    <>
      {main.map((field) => (
        <ConfigFieldInput key={field.key} field={field} control={control} />
      ))}
      {more.length > 0 && main.length > 0 && (
        <Typography variant="overline" color="text.secondary" sx={{ mt: 1 }}>
          Optional settings
        </Typography>
      )}
      {more.map((field) => (
        <ConfigFieldInput key={field.key} field={field} control={control} />
      ))}
    </>
  );
}
