import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithProviders } from '@/testing/render-with-providers';

afterEach(() => cleanup());

function setup(patch: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      open
      title="Delete User"
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
      onClose={onClose}
      {...patch}
    >
      Are you sure you want to delete user ada?
    </ConfirmDialog>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it('names the dialog by its title and confirms or cancels', () => {
    const { onConfirm, onClose } = setup();
    expect(screen.getByRole('dialog', { name: 'Delete User' }).textContent).toContain(
      'Are you sure you want to delete user ada?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the error inside the dialog', () => {
    setup({ error: 'Access denied' });
    expect(screen.getByRole('alert').textContent).toContain('Access denied');
  });

  it('cannot be confirmed twice or closed while pending', () => {
    const { onConfirm, onClose } = setup({ pending: true });
    const confirm = screen.getByRole('button', { name: /Delete/ }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
