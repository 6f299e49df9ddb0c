import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Refresh from '@mui/icons-material/Refresh';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { SearchField } from '../../../components/search-field';

type FolderToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  onUpload: (files: File[]) => void;
};

/** 'Search Objects', Upload (many files), Refresh and Delete Selected (spec 1 §2.8). */
export function FolderToolbar(props: FolderToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField label="Search Objects" value={props.search} onChange={props.onSearch} />
      <Box sx={{ flex: 1 }} />
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={props.selectedCount === 0}
        onClick={props.onDeleteSelected}
      >
        Delete Selected
      </Button>
      <Button variant="outlined" startIcon={<Refresh />} loading={props.refreshing} onClick={props.onRefresh}>
        Refresh
      </Button>
      <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
        Upload File
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(event) => {
          props.onUpload([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
