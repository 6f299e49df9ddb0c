import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadItem, UploadStatus } from '@/features/object-browser/use-uploads';
import { renderWithProviders } from '@/testing/render-with-providers';
import { UploadPanel } from './upload-panel';

afterEach(() => cleanup());

const upload = (name: string, status: UploadStatus, percent = status === 'done' ? 100 : 40): UploadItem => ({
  id: name,
  name,
  status,
  percent,
  ...(status === 'failed' && { error: `Could not upload ${name}: too big` }),
});

const finished = Array.from({ length: 10 }, (_, index) => upload(`done-${index}.txt`, 'done'));
const mixed = [...finished, upload('failed.txt', 'failed'), upload('moving.txt', 'uploading')];

const panel = () => screen.getByRole('region', { name: 'Uploads' });
/** The rows the panel lists (a folded panel's rows are hidden from screen readers too). */
const shownNames = () =>
  within(panel())
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('[title]')?.getAttribute('title'));
const button = (name: string) => within(panel()).getByRole('button', { name });

describe('UploadPanel', () => {
  it('shows the moving and failed files first and folds the finished ones into one line', () => {
    renderWithProviders(<UploadPanel items={mixed} onClear={vi.fn()} />);
    expect(shownNames()).toEqual(['moving.txt', 'failed.txt']);
    expect(within(panel()).getByText('Could not upload failed.txt: too big')).toBeTruthy();
    expect(within(panel()).getByText('1 uploading · 1 failed · 10 uploaded')).toBeTruthy();
    expect(within(panel()).getByText('10 uploaded')).toBeTruthy();

    fireEvent.click(button('Show successful uploads'));
    expect(shownNames()).toHaveLength(12);
    expect(shownNames().slice(0, 2)).toEqual(['moving.txt', 'failed.txt']);
    fireEvent.click(button('Hide successful uploads'));
    expect(shownNames()).toHaveLength(2);
  });

  it('collapses to its header by hand', async () => {
    renderWithProviders(<UploadPanel items={mixed} onClear={vi.fn()} />);
    const toggle = button('Collapse uploads');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(shownNames()).toEqual([]));
    expect(button('Expand uploads').getAttribute('aria-expanded')).toBe('false');
    expect(within(panel()).getByText('1 uploading · 1 failed · 10 uploaded')).toBeTruthy();
    fireEvent.click(button('Expand uploads'));
    expect(shownNames()).toEqual(['moving.txt', 'failed.txt']);
  });

  it('folds itself to a summary once every upload went up, and opens for the next batch', async () => {
    const moving = [...finished, upload('last.txt', 'uploading')];
    const { rerender } = renderWithProviders(<UploadPanel items={moving} onClear={vi.fn()} />);
    expect(shownNames()).toEqual(['last.txt']);

    rerender(<UploadPanel items={[...finished, upload('last.txt', 'done')]} onClear={vi.fn()} />);
    await waitFor(() => expect(shownNames()).toEqual([]));
    // The header says it; the folded body has the same line with its Show and Clear.
    expect(within(panel()).getAllByText('11 uploaded')).toHaveLength(2);
    expect(button('Expand uploads').getAttribute('aria-expanded')).toBe('false');

    rerender(<UploadPanel items={[...finished, upload('next.txt', 'waiting', 0)]} onClear={vi.fn()} />);
    expect(shownNames()).toEqual(['next.txt']);
  });

  it('stays open while a failed upload is there to read', () => {
    const { rerender } = renderWithProviders(
      <UploadPanel items={[upload('bad.txt', 'uploading')]} onClear={vi.fn()} />,
    );
    rerender(<UploadPanel items={[upload('bad.txt', 'failed')]} onClear={vi.fn()} />);
    expect(shownNames()).toEqual(['bad.txt']);
    expect(button('Collapse uploads').getAttribute('aria-expanded')).toBe('true');
  });

  it('clears the uploaded ones from their line, and everything ended once nothing moves', () => {
    const onClear = vi.fn();
    const { rerender } = renderWithProviders(<UploadPanel items={mixed} onClear={onClear} />);
    expect(within(panel()).queryByRole('button', { name: 'Clear finished uploads' })).toBeNull();
    fireEvent.click(button('Clear successful uploads'));
    expect(onClear).toHaveBeenLastCalledWith('done');

    rerender(<UploadPanel items={[...finished, upload('failed.txt', 'failed')]} onClear={onClear} />);
    fireEvent.click(button('Clear finished uploads'));
    expect(onClear).toHaveBeenLastCalledWith('finished');
  });
});
