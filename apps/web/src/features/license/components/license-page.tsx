import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SubscriptionInfo } from '@granary/contract';
import { Fragment, useId, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';
import { useSubscriptionInfo } from '@/shared-api/subscription';
import { useRefreshLicense } from '../api/refresh-license';
import { policyLinks } from '../links';
import { currentPlanOf } from '../plans';
import { ActivationDialog } from './activation-dialog';
import { CommercialLicense } from './commercial-license';
import { ExternalLink } from './external-link';
import { LicenseActions } from './license-actions';
import { OpenSourceLicense } from './open-source-license';
import { PlanComparison } from './plan-comparison';
import { RefreshOutcome } from './refresh-outcome';

type LicensePageProps = {
  /** Operator mode: the console's license, Activate and Refresh Licence. */
  operatorMode?: boolean;
  /** The session may store the license (Kubernetes' RBAC on secrets). */
  mayActivate?: boolean;
};

/** Why the license is not shown: a stored one that does not verify, or Kubernetes' refusal to read it. */
function LicenseNotice({ info, error }: { info: SubscriptionInfo | undefined; error: Error | null }) {
  if (info?.state === 'invalid')
    return (
      <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
        The license registered with this console cannot be used: {info.problem} Activate a valid one.
      </Alert>
    );
  if (error && !isBackendUnreachable(error))
    return (
      <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
        The license could not be read. {formatError(error).message}
      </Alert>
    );
  return null;
}

/**
 * /license (spec 3 §2): the license the server runs under (in operator mode the console's commercial
 * license when it has one), the plans compared with the current one marked, and MinIO's compliance and
 * trademark policies; in operator mode, Activate and Refresh Licence.
 */
export function LicensePage({ operatorMode = false, mayActivate = false }: LicensePageProps) {
  const plansHeadingId = useId();
  const info = useSubscriptionInfo(operatorMode);
  const refresh = useRefreshLicense();
  const [activating, setActivating] = useState(false);
  const licensed = info.data?.state === 'licensed' ? info.data : undefined;
  return (
    <>
      <PageHeader
        title="License"
        subtitle="The license the MinIO server runs under, and the plans it is offered in."
        actions={
          operatorMode && (
            <LicenseActions
              mayActivate={mayActivate}
              licensed={licensed !== undefined}
              refreshing={refresh.isPending}
              onActivate={() => setActivating(true)}
              onRefresh={() => refresh.mutate()}
            />
          )
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
        {operatorMode && (refresh.data || refresh.error) && (
          <RefreshOutcome result={refresh.data} error={refresh.error} onClose={() => refresh.reset()} />
        )}
        {operatorMode && <LicenseNotice info={info.data} error={info.error} />}
        {operatorMode && info.isPending ? (
          <Skeleton variant="rounded" height={180} aria-label="Loading the license" />
        ) : licensed ? (
          <CommercialLicense license={licensed.license} />
        ) : (
          <OpenSourceLicense />
        )}
        <Box>
          <Typography variant="h2" id={plansHeadingId} sx={{ mb: 0.5 }}>
            Compare plans
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            MinIO sets the prices and terms of the commercial plans; its pricing page has the current ones.
          </Typography>
          <PlanComparison
            labelledBy={plansHeadingId}
            currentPlan={currentPlanOf(licensed?.plan_level)}
            operatorMode={operatorMode}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          MinIO&apos;s policies:{' '}
          {policyLinks.map((link, index) => (
            <Fragment key={link.href}>
              {index > 0 && ' · '}
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </Fragment>
          ))}
        </Typography>
      </Box>
      {activating && <ActivationDialog onClose={() => setActivating(false)} />}
    </>
  );
}
