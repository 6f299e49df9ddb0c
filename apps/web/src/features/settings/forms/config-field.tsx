import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import type { ConfigField, ConfigValues } from './config-form-model';

function helperText(field: ConfigField): string {
  if (field.envVariable)
    return `Set by the environment variable ${field.envVariable}, which wins over this value.`;
  if (field.redacted) return 'Set: MinIO does not show it. Leave empty to keep it.';
  return field.description;
}

/** One key of a subsystem, drawn by MinIO's type: a select for closed sets, a password for secrets. */
export function ConfigFieldInput({ field, control }: { field: ConfigField; control: Control<ConfigValues> }) {
  const common = {
    control,
    name: field.key,
    label: field.label,
    required: field.required,
    helperText: helperText(field),
    fullWidth: true,
    size: 'small' as const,
  };
  if (field.options) {
    return (
      <FormTextField {...common} select>
        {!field.required && (
          <MenuItem value="">
            <em>MinIO default</em>
          </MenuItem>
        )}
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </FormTextField>
    );
  }
  return (
    <FormTextField
      {...common}
      type={field.secret ? 'password' : 'text'}
      autoComplete={field.secret ? 'new-password' : 'off'}
      placeholder={field.redacted ? '••••••••' : undefined}
    />
  );
}
