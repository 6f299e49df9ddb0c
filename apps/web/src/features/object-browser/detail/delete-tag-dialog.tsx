import { DeleteDialog } from '@/components/delete-dialog';
import { useSetObjectTags } from '@/features/object-browser/api/set-object-tags';
import type { ObjectTarget } from '@/features/object-browser/api/object-target';
import { withoutTag } from './object-forms';

type DeleteTagDialogProps = {
  target: ObjectTarget;
  tags: Record<string, string>;
  tagKey: string;
  onClose: () => void;
};

/** Delete Tag: the rest of the set is written back without it. */
export function DeleteTagDialog({ target, tags, tagKey, onClose }: DeleteTagDialogProps) {
  const change = useSetObjectTags(target);
  return (
    <DeleteDialog
      title="Delete Tag"
      mutation={change}
      variables={withoutTag(tags, tagKey)}
      successMessage={`Tag '${tagKey}' deleted.`}
      onClose={onClose}
    >
      Are you sure you want to delete the tag{' '}
      <strong style={{ whiteSpace: 'pre-wrap' }}>
        {tagKey} : {tags[tagKey]}
      </strong>
      ?
    </DeleteDialog>
  );
}
