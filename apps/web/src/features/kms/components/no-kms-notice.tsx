import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const code = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** MinIO answered that it runs without a KMS: a choice of its administrator, said with how to make another. */
export function NoKmsNotice() {
  return (
    // A region, not MUI's default alert: MinIO without a KMS is a setting, not a failure.
    <Alert severity="info" variant="outlined" role="region" aria-labelledby="no-kms-title">
      <AlertTitle id="no-kms-title">No KMS is configured</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        MinIO runs without a key management service, so it cannot encrypt objects with SSE-S3 or SSE-KMS. To
        give it one, set one of these in MinIO&apos;s environment and restart MinIO:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        <li>
          <Box component="span" sx={code}>
            MINIO_KMS_SECRET_KEY=&lt;key-name&gt;:&lt;base64 of 32 random bytes&gt;
          </Box>
          : MinIO&apos;s built-in KMS, one key and no other.
        </li>
        <li>
          <Box component="span" sx={code}>
            MINIO_KMS_KES_ENDPOINT
          </Box>
          ,{' '}
          <Box component="span" sx={code}>
            MINIO_KMS_KES_KEY_NAME
          </Box>{' '}
          and an API key or client certificate: a KES server, which can create and hold many keys.
        </li>
      </Box>
    </Alert>
  );
}
