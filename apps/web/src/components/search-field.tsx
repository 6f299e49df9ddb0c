import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
};

/** A compact search box; its placeholder is also its accessible name. */
export function SearchField({ label, value, onChange, fullWidth = false }: SearchFieldProps) {
  return (
    <OutlinedInput
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      inputProps={{ 'aria-label': label }}
      startAdornment={
        <InputAdornment position="start">
          <Search fontSize="small" />
        </InputAdornment>
      }
      sx={{ width: fullWidth ? '100%' : { xs: '100%', sm: 320 }, bgcolor: 'background.paper' }}
    />
  );
}

/** Case-insensitive "contains" filter used by the searchable lists. */
export function matchesSearch(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}
