import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { maxObjectTags } from '@granary/contract';
import { useState } from 'react';
import { AddTagDialog } from './add-tag-dialog';
import { DeleteTagDialog } from './delete-tag-dialog';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';

type ObjectTagsProps = {
  target: ObjectTarget;
  tags: Record<string, string>;
  disabled: boolean;
  /** The policy refuses changing tags (s3:PutObjectTagging): no delete, and 'Add tag' says why. */
  deniedBy: string | undefined;
};

/** The tags as chips with a delete action, then an 'Add tag' chip. */
export function ObjectTags({ target, tags, disabled, deniedBy }: ObjectTagsProps) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const full = Object.keys(tags).length >= maxObjectTags;
  const locked = disabled || deniedBy !== undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="list" aria-label="Tags">
      {Object.entries(tags).map(([key, value]) => (
        <Chip
          key={key}
          role="listitem"
          size="small"
          label={`${key} : ${value}`}
          onDelete={locked ? undefined : () => setDeleting(key)}
          deleteIcon={<Cancel role="button" aria-label={`Delete tag ${key}`} aria-hidden={false} />}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      <Tooltip title={deniedBy ?? ''}>
        <span>
          <Chip
            size="small"
            variant="outlined"
            color="primary"
            icon={<Add />}
            label="Add tag"
            onClick={() => setAdding(true)}
            disabled={locked || full}
          />
        </span>
      </Tooltip>
      {adding && <AddTagDialog target={target} tags={tags} onClose={() => setAdding(false)} />}
      {deleting !== null && (
        <DeleteTagDialog target={target} tags={tags} tagKey={deleting} onClose={() => setDeleting(null)} />
      )}
    </Box>
  );
}
