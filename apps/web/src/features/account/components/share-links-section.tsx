import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import type { ShareLink } from '@granary/contract';
import { useState } from 'react';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { DeleteDialog } from '@/components/delete-dialog';
import { ListPage } from '@/components/list-page';
import { formatDateTime } from '@/lib/format';
import { useShareLinks } from '@/shared-api/share-links';
import { useRevokeShareLink } from '../api/revoke-share-link';

const linkedObject = (link: ShareLink) => (link.bucket ? `${link.bucket}/${link.object}` : link.object);

const columns: DataTableColumn<ShareLink>[] = [
  {
    id: 'object',
    header: 'Object',
    cell: (link) => <Box sx={{ wordBreak: 'break-all' }}>{linkedObject(link)}</Box>,
  },
  {
    id: 'expires',
    header: 'Expires',
    width: 190,
    cell: (link) => (link.expires_at ? formatDateTime(link.expires_at) : 'Never'),
  },
];

function RevokeShareLinkDialog({ link, onClose }: { link: ShareLink; onClose: () => void }) {
  return (
    <DeleteDialog
      title="Revoke Share Link"
      confirmLabel="Revoke"
      mutation={useRevokeShareLink()}
      variables={link.accessKey}
      successMessage="Share link revoked"
      onClose={onClose}
    >
      The link to <strong>{linkedObject(link)}</strong> stops working at once for everyone who has it. The
      object itself stays.
    </DeleteDialog>
  );
}

/** The links this user made in the object browser: each works until it expires or is revoked here. */
export function ShareLinksSection() {
  const links = useShareLinks();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const actions: RowAction<ShareLink>[] = [
    {
      label: 'Revoke',
      rowLabel: (link) => `Revoke the share link to ${linkedObject(link)}`,
      icon: <LinkOff fontSize="small" />,
      onClick: setRevoking,
    },
  ];
  return (
    <ListPage
      section="Share Links"
      aria-label="Share links"
      rows={links.data ?? []}
      columns={columns}
      getRowId={(link) => link.accessKey}
      actions={actions}
      query={links}
      empty="You have no share links. Share a file from the object browser to make one."
    >
      {revoking && <RevokeShareLinkDialog link={revoking} onClose={() => setRevoking(null)} />}
    </ListPage>
  );
}
