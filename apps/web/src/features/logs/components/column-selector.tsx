import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

type ColumnSelectorProps = {
  columns: { id: string; header: string }[];
  shown: string[];
  onChange: (shown: string[]) => void;
};

/** Which columns the table shows (spec 2 §2: the column selector); at least one stays. */
export function ColumnSelector({ columns, shown, onChange }: ColumnSelectorProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (id: string) =>
    onChange(shown.includes(id) ? shown.filter((column) => column !== id) : [...shown, id]);
  return (
    <>
      <Button
        startIcon={<ViewColumnOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Columns
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const checked = shown.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={checked && shown.length === 1}
              onClick={() => toggle(column.id)}
            >
              <Checkbox checked={checked} size="small" tabIndex={-1} disableRipple sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={column.header} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
