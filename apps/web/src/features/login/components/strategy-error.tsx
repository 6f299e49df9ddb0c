import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type StrategyErrorProps = { retrying: boolean; onRetry: () => void };

export function StrategyError({ retrying, onRetry }: StrategyErrorProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      <CloudOffOutlined color="error" sx={{ fontSize: 40 }} />
      <Typography>An error has occurred, the backend cannot be reached.</Typography>
      <Button variant="outlined" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Stack>
  );
}
