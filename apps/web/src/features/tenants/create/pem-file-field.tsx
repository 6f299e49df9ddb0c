import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileChooser } from '@/components/file-chooser';
import type { PemFile } from './security-values';

/** Spec 3 §9: which files each picker takes, and what their text must hold. */
const kinds = {
  certificate: {
    accept: ['.cer', '.crt', '.cert', '.pem'],
    marker: /-----BEGIN CERTIFICATE-----/,
    wrongFile: 'A certificate must be a .cer, .crt, .cert or .pem file',
    notPem: 'This file holds no PEM certificate (-----BEGIN CERTIFICATE-----)',
  },
  key: {
    accept: ['.key', '.pem'],
    marker: /-----BEGIN ([A-Z]+ )?PRIVATE KEY-----/,
    wrongFile: 'A key must be a .key or .pem file',
    notPem: 'This file holds no PEM private key (-----BEGIN PRIVATE KEY-----)',
  },
} as const;

const maxBytes = 64 * 1024;

async function readPem(file: File, kind: keyof typeof kinds): Promise<PemFile | string> {
  const rules = kinds[kind];
  if (!rules.accept.some((extension) => file.name.toLowerCase().endsWith(extension))) return rules.wrongFile;
  if (file.size > maxBytes) return 'A certificate or key file may be at most 64 KiB';
  const pem = await file.text();
  return rules.marker.test(pem) ? { name: file.name, pem } : rules.notPem;
}

type PemFileFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  kind: keyof typeof kinds;
  required?: boolean;
  /** What the step found wrong with this choice (a certificate without its key). */
  problem?: string | undefined;
};

/**
 * A certificate or key chosen from a file: its name shown, its PEM text kept in the form (the wizard's and
 * the Security tab's).
 */
export function PemFileField<Values extends FieldValues>({
  control,
  name,
  label,
  kind,
  required,
  problem: stepProblem,
}: PemFileFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const [problem, setProblem] = useState('');
  const chosen = field.value as PemFile;
  const choose = async (file: File) => {
    const read = await readPem(file, kind);
    if (typeof read === 'string') return setProblem(`${file.name}: ${read}`);
    setProblem('');
    field.onChange(read);
  };
  return (
    <FileChooser
      label={label}
      accept={kinds[kind].accept}
      fileName={chosen?.name ?? ''}
      onChoose={(file) => void choose(file)}
      problem={problem || stepProblem || fieldState.error?.message}
      required={required}
    />
  );
}
