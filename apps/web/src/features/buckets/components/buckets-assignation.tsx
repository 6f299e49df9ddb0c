import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type BucketsAssignationProps = {
  buckets: string[];
  remoteBuckets: string[];
  destinations: Record<string, string>;
  onChange: (bucket: string, destination: string) => void;
  /** The last Create's answer per bucket: '' succeeded, otherwise the error. */
  results: Record<string, string>;
  disabled: boolean;
};

function ResultIcon({ result }: { result: string | undefined }) {
  if (result === undefined) return <Box sx={{ width: 24 }} />;
  if (result === '') return <CheckCircle color="success" titleAccess="Replication set up" />;
  return <ErrorOutlined color="error" titleAccess="Failed" />;
}

/** Step 2 of the wizard (spec 1 §2.6): a destination bucket on the target for each local bucket. */
export function BucketsAssignation(props: BucketsAssignationProps) {
  const { buckets, remoteBuckets, destinations, results, disabled } = props;
  if (remoteBuckets.length === 0)
    return <Typography color="text.secondary">There are no buckets on the target for these keys.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Buckets Assignation"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {buckets.map((bucket) => (
        <Box component="li" key={bucket} aria-label={bucket}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) 24px minmax(0, 1fr) 24px',
              gap: 1.5,
              alignItems: 'center',
            }}
          >
            <Typography noWrap title={bucket} sx={{ fontWeight: 500 }}>
              {bucket}
            </Typography>
            <ArrowForward fontSize="small" color="action" />
            <TextField
              select
              size="small"
              label="Destination bucket"
              value={destinations[bucket] ?? ''}
              disabled={disabled}
              onChange={(event) => props.onChange(bucket, event.target.value)}
              slotProps={{ htmlInput: { 'aria-label': `Destination for ${bucket}` } }}
            >
              {remoteBuckets.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <ResultIcon result={results[bucket]} />
          </Box>
          {results[bucket] ? (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {results[bucket]}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
