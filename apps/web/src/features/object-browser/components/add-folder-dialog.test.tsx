import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddFolderDialog } from './add-folder-dialog';

afterEach(cleanup);

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('AddFolderDialog', () => {
  it('says what is wrong while typing, never for a blank name, and opens the new prefix', async () => {
    const onCreate = vi.fn();
    renderWithProviders(<AddFolderDialog parent="docs/" onClose={vi.fn()} onCreate={onCreate} />);
    const name = screen.getByLabelText('Folder Path');
    expect(save().disabled).toBe(true);
    fireEvent.change(name, { target: { value: '   ' } });
    expect(save().disabled).toBe(true);
    expect(screen.getByText(/Created in 'docs\/'/)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'a/../b' } });
    expect(await screen.findByText("'.' and '..' cannot be folder names.")).toBeTruthy();
    fireEvent.change(name, { target: { value: '2024/q1' } });
    await waitFor(() => expect(screen.queryByText("'.' and '..' cannot be folder names.")).toBeNull());
    fireEvent.click(save());
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('docs/2024/q1/'));
  });
});
