import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_BANNER_TIMEOUT_MS, ErrorBanner } from './error-banner';
import { renderWithProviders } from '@/testing/render-with-providers';

afterEach(() => cleanup());

describe('ErrorBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message and closes with the close button', () => {
    const onClose = vi.fn();
    renderWithProviders(<ErrorBanner message="Access denied" onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('Access denied');
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('expands the details', () => {
    renderWithProviders(<ErrorBanner message="Access denied" detail="Policy forbids it" onClose={vi.fn()} />);
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Policy forbids it')).toBeTruthy();
  });

  it('hides itself after 10 seconds, but not while hovered', () => {
    const onClose = vi.fn();
    renderWithProviders(<ErrorBanner message="Boom" onClose={onClose} />);
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => {
      vi.advanceTimersByTime(ERROR_BANNER_TIMEOUT_MS * 2);
    });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => {
      vi.advanceTimersByTime(ERROR_BANNER_TIMEOUT_MS - 1);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
