import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import type { ConfigValues } from './config-form-model';
import {
  emptyParts,
  mysqlDsn,
  parseMysqlDsn,
  parsePostgresConnectionString,
  postgresConnectionString,
  sslModes,
  type ConnectionParts,
} from './connection-strings';

type Kind = 'postgres' | 'mysql';
const fieldOf: Record<Kind, string> = { postgres: 'connection_string', mysql: 'dsn_string' };

const partFields: { key: keyof ConnectionParts; label: string; type?: string }[] = [
  { key: 'host', label: 'Host' },
  { key: 'port', label: 'Port' },
  { key: 'dbname', label: 'Database Name' },
  { key: 'user', label: 'User' },
  { key: 'password', label: 'Password', type: 'password' },
];

/** Host, port, database, user, password (and sslmode) composed into the one key MinIO takes. */
export function ConnectionStringBuilder({ kind, control }: { kind: Kind; control: Control<ConfigValues> }) {
  const name = fieldOf[kind];
  const { field, fieldState } = useController({ control, name });
  const build = kind === 'postgres' ? postgresConnectionString : mysqlDsn;
  const [manual, setManual] = useState(false);
  const [parts, setParts] = useState<ConnectionParts>(() => {
    const current = field.value ?? '';
    if (!current) return { ...emptyParts, sslmode: kind === 'postgres' ? 'require' : '' };
    return kind === 'postgres' ? parsePostgresConnectionString(current) : parseMysqlDsn(current);
  });
  const update = (key: keyof ConnectionParts, value: string) => {
    const next = { ...parts, [key]: value };
    setParts(next);
    field.onChange(build(next));
  };
  const label = kind === 'postgres' ? 'Connection String' : 'DSN String';
  const shown = field.value ? build({ ...parts, password: parts.password ? '********' : '' }) : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControlLabel
        control={<Switch checked={manual} onChange={(event) => setManual(event.target.checked)} />}
        label={`Type the ${label.toLowerCase()} myself`}
      />
      {manual ? (
        <FormTextField control={control} name={name} label={label} required fullWidth size="small" />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            {partFields.map((part) => (
              <TextField
                key={part.key}
                label={part.label}
                type={part.type ?? 'text'}
                size="small"
                value={parts[part.key]}
                onChange={(event) => update(part.key, event.target.value)}
                autoComplete={part.type === 'password' ? 'new-password' : 'off'}
              />
            ))}
            {kind === 'postgres' && (
              <TextField
                select
                label="SSL Mode"
                size="small"
                value={parts.sslmode}
                onChange={(event) => update('sslmode', event.target.value)}
              >
                {sslModes.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {mode}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <TextField
            label={label}
            value={shown}
            size="small"
            required
            slotProps={{ input: { readOnly: true } }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Built from the fields above.'}
          />
        </>
      )}
    </Box>
  );
}
