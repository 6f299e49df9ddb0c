import { useFieldArray, type Control } from 'react-hook-form';
import { FormRows } from '@/components/form-rows';
import { PemFileField } from '@/features/tenants/create/pem-file-field';
import type { SecurityFormValues } from './security-form';

type RowsProps = { control: Control<SecurityFormValues> };

/** Rows of a Cert and a Key file (spec 3 §2): Remove while another row remains, Add below. */
export function PairRows({
  control,
  name,
  what,
  addLabel,
  max,
  problems,
}: RowsProps & {
  name: 'serverCerts' | 'consoleCert';
  what: string;
  addLabel: string;
  /** The console's one row: it holds one certificate, and a new one replaces it. */
  max?: number;
  problems: Record<string, string>;
}) {
  const rows = useFieldArray({ control, name });
  const row = (index: number) =>
    (['crt', 'key'] as const).map((part) => (
      <PemFileField
        key={part}
        control={control}
        name={`${name}.${index}.${part}`}
        label={part === 'crt' ? 'Cert' : 'Key'}
        kind={part === 'crt' ? 'certificate' : 'key'}
        problem={problems[`${name}.${index}.${part}`]}
      />
    ));
  return (
    <FormRows
      rows={rows.fields}
      direction={{ xs: 'column', sm: 'row' }}
      renderRow={row}
      removeLabel={(index) => `Remove ${what} ${index + 1}`}
      onRemove={rows.remove}
      addLabel={addLabel}
      onAdd={() => rows.append({ crt: null, key: null })}
      {...(max !== undefined && { max })}
    />
  );
}

/** Rows of a CA certificate file each (certificate only). */
export function CaRows({
  control,
  name,
  what,
  addLabel,
}: RowsProps & { name: 'caCerts' | 'consoleCaCerts'; what: string; addLabel: string }) {
  const rows = useFieldArray({ control, name });
  return (
    <FormRows
      rows={rows.fields}
      renderRow={(index) => (
        <PemFileField control={control} name={`${name}.${index}.crt`} label="CA Cert" kind="certificate" />
      )}
      removeLabel={(index) => `Remove ${what} ${index + 1}`}
      onRemove={rows.remove}
      addLabel={addLabel}
      onAdd={() => rows.append({ crt: null })}
    />
  );
}
