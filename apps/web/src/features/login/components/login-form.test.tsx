import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginForm } from './login-form';

afterEach(() => cleanup());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('LoginForm', () => {
  it('keeps Login disabled until both username and password are filled', () => {
    renderWithProviders(<LoginForm submitting={false} onSubmit={vi.fn()} />);
    expect(loginButton().disabled).toBe(true);
    type('Enter Username', 'admin');
    expect(loginButton().disabled).toBe(true);
    type('Enter Password', 'secret');
    expect(loginButton().disabled).toBe(false);
    type('Enter Username', '   ');
    expect(loginButton().disabled).toBe(true);
  });

  it('submits the trimmed access key and the secret key', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm submitting={false} onSubmit={onSubmit} />);
    type('Enter Username', ' admin ');
    type('Enter Password', ' s3cret');
    fireEvent.click(loginButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ accessKey: 'admin', secretKey: ' s3cret' }));
  });

  it('locks the fields and the button while submitting', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithProviders(<LoginForm submitting={false} onSubmit={onSubmit} />);
    type('Enter Username', 'admin');
    type('Enter Password', 'secret');
    rerender(<LoginForm submitting onSubmit={onSubmit} />);
    expect(field('Enter Username').disabled).toBe(true);
    expect(field('Enter Password').disabled).toBe(true);
    expect(loginButton().disabled).toBe(true);
    fireEvent.submit(loginButton().closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
