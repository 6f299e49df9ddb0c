import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LicensePage } from './license-page';

afterEach(() => cleanup());

const rows = [
  'License',
  'Software Release',
  'SLA',
  'Support',
  'Security Updates',
  'Panic Button',
  'Architecture Review',
  'Performance Review',
  'Indemnification',
  'Security and Policy Review',
];

function link(name: string): HTMLAnchorElement {
  return screen.getByRole('link', { name }) as HTMLAnchorElement;
}

describe('LicensePage without a license', () => {
  it('names the open-source license the server runs under', () => {
    renderWithProviders(<LicensePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'License' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Open Source License' });
    expect(card.textContent).toContain('GNU Affero General Public License v3.0 (AGPLv3)');
  });

  it('compares the three plans on the ten rows, with Community as the current plan', () => {
    renderWithProviders(<LicensePage />);
    // The grid scrolls sideways in its own box, named like the grid.
    expect(screen.getByRole('region', { name: 'Compare plans' }).tabIndex).toBe(0);
    const table = screen.getByRole('table', { name: 'Compare plans' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Feature',
      expect.stringMatching(/^CommunityCurrent PlanOpen Source/),
      expect.stringMatching(/^Standard\$10 per TB per monthUp to 10 PB$/),
      expect.stringMatching(/^Enterprise\$20 per TB per monthUp to 5 PB$/),
    ]);
    expect(within(table).getAllByText('Current Plan')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(rows);
    const license = within(table).getByRole('row', { name: /^License / });
    expect(
      within(license)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GNU AGPL v3', 'Commercial license', 'Commercial license']);
  });

  it("links each plan's button to MinIO with ref=con, in a new tab", () => {
    renderWithProviders(<LicensePage />);
    const expected = {
      'Join the Community': 'https://min.io/community?ref=con',
      'Subscribe to Standard': 'https://min.io/pricing?ref=con',
      'Subscribe to Enterprise': 'https://min.io/pricing?ref=con',
      'Compliance policy': 'https://min.io/compliance',
      'Trademark policy': 'https://min.io/logo',
    };
    for (const [name, href] of Object.entries(expected)) {
      const anchor = link(name);
      expect(anchor.href).toBe(href);
      expect(anchor.target).toBe('_blank');
      expect(anchor.rel).toBe('noopener noreferrer');
    }
  });

  it('opens the AGPLv3 details with a link to the full text, and closes them', async () => {
    renderWithProviders(<LicensePage />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'License details' }));
    const dialog = screen.getByRole('dialog', { name: 'GNU AGPL v3.0 in brief' });
    for (const point of ['Use it', 'Change it', 'Share the source of your changes', 'No warranty'])
      expect(within(dialog).getByText(point)).toBeTruthy();
    const fullText = within(dialog).getByRole('link', {
      name: /full text of the AGPLv3/,
    }) as HTMLAnchorElement;
    expect(fullText.href).toBe('https://www.gnu.org/licenses/agpl-3.0.html');
    expect(fullText.target).toBe('_blank');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
