import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { auditFailedWindowMinutes, formatCount, type AuditStatus } from '@granary/contract';
import { formatDateTime } from '@/lib/format';
import { useAuditStatus } from '../api/get-audit-status';

type Notice = { key: string; severity: 'error' | 'warning'; text: string };

const records = (count: number) => `${formatCount(count)} ${count === 1 ? 'record' : 'records'}`;

function targetNotices({ targets, queues }: AuditStatus): Notice[] {
  const offline = targets.items.filter((target) => !target.online);
  return [
    ...offline.map(({ name }) => ({
      key: `offline-${name}`,
      severity: 'error' as const,
      text: `MinIO reports its audit target ${name} offline: new records wait in MinIO's queue directory (or are lost if it has none) and do not reach this log until the target is back.`,
    })),
    ...queues.items.flatMap(({ target, queued, failedLately }) => [
      ...(failedLately > 0
        ? [
            {
              key: `failed-${target}`,
              severity: 'warning' as const,
              text: `MinIO failed to send ${records(failedLately)} to ${target} in the last ${auditFailedWindowMinutes} minutes.`,
            },
          ]
        : []),
      ...(queued > 0
        ? [
            {
              key: `queued-${target}`,
              severity: 'warning' as const,
              text: `MinIO holds ${records(queued)} for ${target} that it has not sent yet.`,
            },
          ]
        : []),
    ]),
  ];
}

function storeNotices(status: AuditStatus): Notice[] {
  const notices: Notice[] = [];
  const { withProblems, unreadable, latestProblemAt, lost } = status;
  if (withProblems > 0) {
    const misfits = withProblems - unreadable;
    const parts = [
      ...(unreadable > 0 ? [`${records(unreadable)} could not be read (Kind: unreadable)`] : []),
      ...(misfits > 0 ? [`${records(misfits)} had values that did not fit their columns (see Problem)`] : []),
    ];
    const newest = latestProblemAt ? `, the newest received ${formatDateTime(latestProblemAt)}` : '';
    notices.push({
      key: 'problems',
      severity: 'warning',
      text: `${parts.join(' and ')}; each is kept whole as MinIO sent it${newest}.`,
    });
  }
  if (lost > 0)
    notices.push({
      key: 'lost',
      severity: 'error',
      text: `${records(lost)} could not be stored at all since Granary started; Granary's log names each.`,
    });
  return notices;
}

/** What keeps records from this log, from MinIO's side and from Granary's. */
export const deliveryNotices = (status: AuditStatus): Notice[] => [
  ...targetNotices(status),
  ...storeNotices(status),
];

/** Above the search: the delivery notices, when there are any. */
export function AuditDeliveryNotices() {
  const { data } = useAuditStatus();
  if (!data) return null;
  const notices = deliveryNotices(data);
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label="Audit delivery">
      {notices.map((notice) => (
        <Alert key={notice.key} severity={notice.severity}>
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
