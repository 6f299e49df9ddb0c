import OpenInNew from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

/** Another site's page: a new tab, without handing it this window or where the user came from. */
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A button that opens `href` in a new tab. */
export function ExternalLinkButton({
  href,
  children,
  variant = 'outlined',
  fullWidth,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}) {
  return (
    <Button
      component="a"
      href={href}
      {...newTab}
      variant={variant}
      fullWidth={fullWidth}
      endIcon={<OpenInNew fontSize="small" />}
    >
      {children}
    </Button>
  );
}

/** A text link that opens `href` in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} {...newTab} sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  );
}
