import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { KmsKey, KmsStatus } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { isRefusedByPolicy } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { notAllowedBy } from '@/lib/has-permission';

/** A check's outcome: OK, MinIO's error in its words (all of it on hover), or not tried. */
function CheckText({ error, skipped = false }: { error: string | undefined; skipped?: boolean }) {
  const text = skipped ? 'Not tried' : (error ?? 'OK');
  const color = skipped ? 'text.secondary' : error ? 'error.main' : 'success.main';
  return (
    <Typography
      component="span"
      variant="body2"
      noWrap
      title={text}
      sx={{ color, fontWeight: skipped ? 400 : 600 }}
    >
      {text}
    </Typography>
  );
}

const columns: DataTableColumn<KmsKey>[] = [
  { id: 'name', header: 'Key', cell: (key) => key.name, width: 'minmax(90px, 1.2fr)' },
  {
    id: 'created',
    header: 'Created',
    cell: (key) => (key.createdAt ? formatDateTime(key.createdAt) : '—'),
    width: 'minmax(90px, 0.8fr)',
  },
  {
    id: 'encryption',
    header: 'Encryption',
    cell: (key) => <CheckText error={key.encryptionError} />,
    width: 'minmax(80px, 1fr)',
  },
  {
    id: 'decryption',
    header: 'Decryption',
    cell: (key) => <CheckText error={key.decryptionError} skipped={key.encryptionError !== undefined} />,
    width: 'minmax(80px, 1fr)',
  },
];
const keyName = (key: KmsKey) => key.name;
const keyText = (key: KmsKey) => key.name;

type KeysQuery = { data: KmsKey[] | undefined; isPending: boolean; error: unknown };
type ConfiguredKms = Extract<KmsStatus, { configured: true }>;

/** MinIO's built-in KMS holds one key and cannot make another. */
function SingleKeyNote({ keyId }: { keyId: string }) {
  return (
    <Alert severity="info" variant="outlined" role="note">
      MinIO&apos;s built-in KMS (MINIO_KMS_SECRET_KEY) holds the one key <strong>{keyId}</strong> and cannot
      create others. Creating keys needs a KES server (MINIO_KMS_KES_ENDPOINT).
    </Alert>
  );
}

/** The keys the user may list, with MinIO's check of each: a data key made with it and read back. */
export function KmsKeysSection({ status, query }: { status: ConfiguredKms; query: KeysQuery }) {
  const list = useListSearch(query.data, keyText);
  const refused = isRefusedByPolicy(query.error);
  return (
    <ListPage
      section="Keys"
      notice={status.kind === 'builtin' && <SingleKeyNote keyId={status.defaultKeyId} />}
      search={{ label: 'Filter Keys', ...list.search }}
      aria-label="KMS keys"
      rows={list.rows}
      columns={columns}
      getRowId={keyName}
      loading={query.isPending}
      error={refused ? undefined : query.error}
      empty={refused ? notAllowedBy('kms:ListKeys') : 'The KMS has no keys you may list'}
      noMatch="No key matches the filter"
    />
  );
}
