import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';

type DeniedReasonProps = {
  /** Why the user's policy refuses the wrapped controls (they are disabled); undefined: allowed. */
  deniedBy: string | undefined;
  children: ReactElement;
};

/** Controls the user's policy may refuse. A disabled button gets no hover events: the wrapper says why. */
export function DeniedReason({ deniedBy, children }: DeniedReasonProps) {
  if (deniedBy === undefined) return children;
  return (
    <Tooltip title={deniedBy}>
      <Box component="span" sx={{ display: 'inline-flex', gap: 1.5 }}>
        {children}
      </Box>
    </Tooltip>
  );
}

/** A Button the user's policy may refuse: disabled then, with the reason on hover. */
export function RefusableButton({
  deniedBy,
  disabled,
  ...props
}: ButtonProps & { deniedBy: string | undefined }) {
  return (
    <DeniedReason deniedBy={deniedBy}>
      <Button {...props} disabled={Boolean(disabled) || deniedBy !== undefined} />
    </DeniedReason>
  );
}

/** The outlined red Delete button of a header or toolbar, which the user's policy may refuse. */
export function DeleteButton(props: ButtonProps & { deniedBy: string | undefined }) {
  return <RefusableButton variant="outlined" color="error" startIcon={<DeleteOutlined />} {...props} />;
}
