import type { TenantSecurity } from '@granary/contract';
import type { Control } from 'react-hook-form';
import { FormSection } from '@/components/form-section';
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
      <FormSection title="Server Certificates">
        {chips('minio')}
        <PairRows
          control={control}
          name="serverCerts"
          what="server certificate"
          addLabel="Add Certificate"
          problems={problems}
        />
      </FormSection>
      <FormSection title="Server CA Certificates">
        {chips('minioCAs')}
        <CaRows control={control} name="caCerts" what="CA certificate" addLabel="Add CA Certificate" />
      </FormSection>
      {security.consoleEnabled && (
        <>
          <FormSection title="Console Certificates">
            {chips('console')}
            <PairRows
              control={control}
              name="consoleCert"
              what="console certificate"
              addLabel="Add Console Certificate"
              max={1}
              problems={problems}
            />
          </FormSection>
          <FormSection title="Console CA Certificates">
            {chips('consoleCAs')}
            <CaRows
              control={control}
              name="consoleCaCerts"
              what="console CA certificate"
              addLabel="Add Console CA Certificate"
            />
          </FormSection>
        </>
      )}
    </>
  );
}
