import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatBytes } from '../../../lib/byte-units';
import { formatDateTime } from '../../../lib/dates';
import { formatError } from '../../../lib/error-message';
import { useObjectListing } from '../api/list-objects';
import { baseName, browserPath } from '../browser-path';
import { BrowserBreadcrumbs } from './browser-breadcrumbs';

type ObjectPathPageProps = { bucket: string; path: string };

/**
 * A route whose last element is not a folder: if the key is an object it is shown; if it is a
 * folder written without its trailing '/', the folder opens (spec 1 §4 "file detection").
 */
export function ObjectPathPage({ bucket, path }: ObjectPathPageProps) {
  const { query, entries } = useObjectListing(bucket, path);
  const object = entries.find((entry) => entry.name === path);
  const folder = entries.find((entry) => entry.name === `${path}/`);
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (!object && folder) return <Navigate to={browserPath(bucket, folder.name)} replace />;
  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={path} />
      <PageHeader title={baseName(path)} />
      {query.isError && <Alert severity="error">{formatError(query.error).message}</Alert>}
      {!query.isError && !object && (
        <Alert severity="warning">There is no object '{path}' in this bucket.</Alert>
      )}
      {object && (
        <Paper variant="outlined">
          <Table size="small" aria-label="Object">
            <TableBody>
              <TableRow>
                <TableCell component="th">Name</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{object.name}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">Size</TableCell>
                <TableCell>{formatBytes(object.size)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">Last Modified</TableCell>
                <TableCell>{formatDateTime(object.last_modified)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
