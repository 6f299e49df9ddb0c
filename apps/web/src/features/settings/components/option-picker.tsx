import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';

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
      <BackLink label={back.label} to={back.to} />
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
