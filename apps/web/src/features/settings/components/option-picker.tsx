import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';

type OptionPickerProps = {
  title: string;
  back: { label: string; to: string };
  options: { label: string; to: string }[];
};

/** A selection step of Settings (a service, a tier type): one card per choice, each a link onward. */
export function OptionPicker({ title, back, options }: OptionPickerProps) {
  const navigate = useNavigate();
  return (
    <>
      <Link
        component={RouterLink}
        to={back.to}
        underline="hover"
        sx={{ display: 'inline-flex', gap: 0.5, mb: 1.5 }}
      >
        <ArrowBack fontSize="small" />
        {back.label}
      </Link>
      <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        role="list"
        aria-label={title}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
      >
        {options.map((option) => (
          <Paper
            key={option.to}
            variant="outlined"
            role="listitem"
            sx={{ '&:hover': { borderColor: 'primary.main' } }}
          >
            <ButtonBase
              onClick={() => void navigate(option.to)}
              sx={{ width: '100%', p: 2.5, justifyContent: 'flex-start', borderRadius: 1 }}
            >
              <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                {option.label}
              </Typography>
            </ButtonBase>
          </Paper>
        ))}
      </Box>
    </>
  );
}
