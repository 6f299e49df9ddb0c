import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantSecurity } from '@granary/contract';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { CertificateChips } from './certificate-chips';
import { CaRows, PairRows } from './certificate-rows';
import type { EntryList, SecurityFormValues } from './security-form';

type SectionsProps = {
  control: Control<SecurityFormValues>;
  security: TenantSecurity;
  removing: string | null;
  onRemoving: (name: string | null) => void;
  problems: Record<string, string>;
  readOnly: boolean;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Custom Certificates' sections (spec 3 §2): Server Certificates and Server CA Certificates, and the
 * console's two when the tenant has a console of its own; each its chips, then its rows of new files.
 */
export function CertificateSections({
  control,
  security,
  removing,
  onRemoving,
  problems,
  readOnly,
}: SectionsProps) {
  const chips = (list: EntryList) => (
    <CertificateChips
      list={list}
      entries={security.customCertificates[list]}
      removing={removing}
      onRemove={onRemoving}
      onUndo={() => onRemoving(null)}
      readOnly={readOnly}
    />
  );
  return (
    <>
      <Section title="Server Certificates">
        {chips('minio')}
        <PairRows
          control={control}
          name="serverCerts"
          what="server certificate"
          addLabel="Add Certificate"
          problems={problems}
        />
      </Section>
      <Section title="Server CA Certificates">
        {chips('minioCAs')}
        <CaRows control={control} name="caCerts" what="CA certificate" addLabel="Add CA Certificate" />
      </Section>
      {security.consoleEnabled && (
        <>
          <Section title="Console Certificates">
            {chips('console')}
            <PairRows
              control={control}
              name="consoleCert"
              what="console certificate"
              addLabel="Add Console Certificate"
              max={1}
              problems={problems}
            />
          </Section>
          <Section title="Console CA Certificates">
            {chips('consoleCAs')}
            <CaRows
              control={control}
              name="consoleCaCerts"
              what="console CA certificate"
              addLabel="Add Console CA Certificate"
            />
          </Section>
        </>
      )}
    </>
  );
}
