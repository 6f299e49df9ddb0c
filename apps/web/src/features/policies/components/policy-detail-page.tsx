import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { TabbedPanel } from '@/components/tabbed-panel';
import { formatError } from '@/lib/error-message';
import { usePolicy } from '@/features/policies/api/get-policy';
import { RefusableButton } from '@/components/denied-reason';
import { usePolicyDenials } from '@/features/policies/use-policy-denials';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PolicyEntitiesTab } from './policy-entities-tab';
import { PolicyJsonTab } from './policy-json-tab';
import { PolicySummaryTab } from './policy-summary-tab';

const tabs = [
  { id: 'summary', label: 'Summary' },
  { id: 'users', label: 'Users' },
  { id: 'groups', label: 'Groups' },
  { id: 'json', label: 'JSON' },
] as const;
type TabId = (typeof tabs)[number]['id'];

function useTab(): [TabId, (tab: TabId) => void] {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'summary';
  return [current, (tab) => setParams(tab === 'summary' ? {} : { tab }, { replace: true })];
}

function TabBody({ tab, name }: { tab: TabId; name: string }) {
  const policy = usePolicy(name);
  if (tab === 'users' || tab === 'groups') return <PolicyEntitiesTab policyName={name} kind={tab} />;
  if (policy.isPending) return <Skeleton variant="rounded" height={160} />;
  if (policy.isError) return <Alert severity="error">{formatError(policy.error).message}</Alert>;
  return tab === 'json' ? (
    <PolicyJsonTab key={policy.dataUpdatedAt} policy={policy.data} />
  ) : (
    <PolicySummaryTab policyText={policy.data.policy} />
  );
}

/** /policies/{name}: breadcrumb back, and the tabs Summary, Users, Groups and JSON. */
export function PolicyDetailPage({ name }: { name: string }) {
  const navigate = useNavigate();
  const [tab, setTab] = useTab();
  const [deleting, setDeleting] = useState(false);
  const deleteDenied = usePolicyDenials().delete;
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5 }}>
        <Link component={RouterLink} to={screens.policies.href()} underline="hover" color="inherit">
          IAM Policies
        </Link>
        <Typography color="text.primary" aria-current="page">
          {name}
        </Typography>
      </Breadcrumbs>
      <PageHeader
        title={name}
        subtitle="IAM Policy"
        actions={
          <RefusableButton
            deniedBy={deleteDenied}
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => setDeleting(true)}
          >
            Delete Policy
          </RefusableButton>
        }
      />
      <TabbedPanel tabs={tabs} value={tab} onChange={setTab} aria-label="Policy details" idPrefix="policy">
        <TabBody tab={tab} name={name} />
      </TabbedPanel>
      {deleting && (
        <DeletePolicyDialog
          name={name}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(screens.policies.href())}
        />
      )}
    </>
  );
}
