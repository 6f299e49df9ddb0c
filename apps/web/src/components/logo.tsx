import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type LogoProps = { size?: number; operator?: boolean; sx?: SxProps<Theme> };

/** The Granary mark: a grain store of stacked bands; operator mode adds a small helm badge. */
export function Logo({ size = 32, operator = false, sx }: LogoProps) {
  return (
    <Box component="svg" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" sx={sx}>
      <defs>
        <linearGradient id="granary-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f7bff" />
          <stop offset="1" stopColor="#1f3fb8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#granary-logo-bg)" />
      <path d="M9 12.5a7 4 0 0 1 14 0V24a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 9 24Z" fill="#ffffff" />
      <path d="M9 16h14M9 19.5h14M9 23h14" stroke="#2f5bea" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M13 8.2a7 4 0 0 1 6 0" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1.4" fill="none" />
      {operator && (
        <g>
          <circle cx="25" cy="25" r="6" fill="#0f9d8a" stroke="#ffffff" strokeWidth="1.5" />
          <circle cx="25" cy="25" r="2" fill="none" stroke="#ffffff" strokeWidth="1.3" />
          <path
            d="M25 21.2v1.8M25 27v1.8M21.2 25h1.8M27 25h1.8"
            stroke="#ffffff"
            strokeWidth="1.3"
            strokeLinecap="round"
          />
        </g>
      )}
    </Box>
  );
}

export function productName(operator: boolean): string {
  return operator ? 'Granary Operator' : 'Granary';
}
