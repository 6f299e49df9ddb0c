import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsColumnWidth, DataTable, type DataTableColumn, type RowAction } from './data-table';
import { renderWithProviders } from '@/testing/render-with-providers';

type Person = { name: string; role: string };
const people: Person[] = [
  { name: 'ada', role: 'admin' },
  { name: 'bob', role: 'reader' },
];
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'role', header: 'Role', cell: (row) => row.role, width: 120 },
];

afterEach(() => cleanup());

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return row;
}

describe('DataTable', () => {
  it('renders headers, rows and cells', () => {
    renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(rowOf('bob'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['bob', 'reader']);
    expect(screen.queryByText('None')).toBeNull();
  });

  it('ends text that does not fit with an ellipsis and shows all of it as the title', () => {
    const long = `${'long-'.repeat(12)}name`;
    renderWithProviders(
      <DataTable
        rows={[{ name: long, role: 'admin' }]}
        columns={columns}
        getRowId={(p) => p.name}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    const text = screen.getByText(long);
    expect(text.title).toBe(long);
    expect(getComputedStyle(text)).toMatchObject({ textOverflow: 'ellipsis', overflow: 'hidden' });
  });

  it('shows the empty message, or a loading text while loading', () => {
    const { rerender } = renderWithProviders(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(p: Person) => p.name}
        emptyMessage="No people"
        aria-label="People"
      />,
    );
    expect(screen.getByText('No people')).toBeTruthy();
    rerender(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(p: Person) => p.name}
        emptyMessage="No people"
        loading
        aria-label="People"
      />,
    );
    expect(screen.queryByText('No people')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('runs row actions without triggering the row click, and honours disabled', () => {
    const onDelete = vi.fn();
    const onRowClick = vi.fn();
    const actions: RowAction<Person>[] = [
      { label: 'Delete', icon: <DeleteOutlined />, onClick: onDelete, disabled: (p) => p.name === 'ada' },
    ];
    renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        actions={actions}
        onRowClick={onRowClick}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    const adaDelete = within(rowOf('ada')).getByRole('button', { name: 'Delete' });
    expect((adaDelete as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rowOf('bob')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(people[1]);
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('bob'));
    expect(onRowClick).toHaveBeenCalledWith(people[1]);
    fireEvent.keyDown(rowOf('ada'), { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(people[0]);
  });

  it('selects single rows and all rows through labelled checkboxes', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        selection={{ selected: [], onChange }}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    expect(onChange).toHaveBeenLastCalledWith(['bob']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith(['ada', 'bob']);

    rerender(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        selection={{ selected: ['ada', 'bob'], onChange }}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    expect((screen.getByRole('checkbox', { name: 'Select ada' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ada' }));
    expect(onChange).toHaveBeenLastCalledWith(['bob']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows one tooltip naming the row button under the pointer, none for a disabled one', async () => {
    const actions: RowAction<Person>[] = [
      {
        label: 'Delete',
        rowLabel: (p) => `Delete ${p.name}`,
        icon: <DeleteOutlined />,
        onClick: vi.fn(),
        disabled: (p) => p.name === 'ada',
      },
    ];
    renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        actions={actions}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Delete bob' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Delete bob');
    fireEvent.pointerLeave(screen.getAllByRole('rowgroup')[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Delete ada' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('renders again only the rows a change touches: ticking one row renders that row', () => {
    const cell = vi.fn((row: Person) => row.name);
    const counted: DataTableColumn<Person>[] = [{ id: 'name', header: 'Name', cell }];
    const table = (selected: string[]) => (
      <DataTable
        rows={people}
        columns={counted}
        getRowId={(p) => p.name}
        selection={{ selected, onChange: vi.fn() }}
        emptyMessage="None"
        aria-label="People"
      />
    );
    const { rerender } = renderWithProviders(table([]));
    cell.mockClear();
    rerender(table(['bob']));
    expect(cell.mock.calls.map(([row]) => row.name)).toEqual(['bob']);
  });

  it('keeps the actions column at the right edge, opaque, when the rows scroll sideways (a phone)', () => {
    const actions: RowAction<Person>[] = [{ label: 'Delete', icon: <DeleteOutlined />, onClick: vi.fn() }];
    renderWithProviders(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        actions={actions}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    const button = within(rowOf('bob')).getByRole('button', { name: 'Delete' });
    const cell = button.closest('[role="cell"]');
    if (!(cell instanceof HTMLElement)) throw new Error('no actions cell');
    expect(getComputedStyle(cell)).toMatchObject({ position: 'sticky', right: '0px' });
    // Opaque: the cells that scroll under it do not show through.
    expect(getComputedStyle(cell).backgroundColor).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))?$/);
    const header = screen.getByText('Actions').closest('[role="columnheader"]');
    if (!(header instanceof HTMLElement)) throw new Error('no actions header');
    expect(getComputedStyle(header)).toMatchObject({ position: 'sticky', right: '0px' });
  });

  it('builds rows, cells and ids only for the rows in view, even among 100,000', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ name: `p${i}`, role: 'reader' }));
    const getRowId = vi.fn((p: Person) => p.name);
    const cell = vi.fn((p: Person) => p.name);
    const onRowsInView = vi.fn();
    renderWithProviders(
      <DataTable
        rows={many}
        columns={[{ id: 'name', header: 'Name', cell }]}
        getRowId={getRowId}
        selection={{ selected: ['p1'], onChange: vi.fn() }}
        onRowsInView={onRowsInView}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    // The header's tick state stops looking once it found the one ticked row.
    expect(getRowId.mock.calls.length).toBeLessThan(1_000);
    expect(cell.mock.calls.length).toBeLessThan(1_000);
    // 600 px of fallback viewport below a 40 px header: rows 0 to 14 are in view.
    expect(onRowsInView).toHaveBeenLastCalledWith(14);
    const box = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(box.getAttribute('data-indeterminate')).toBe('true');
  });

  it('says no row is in view without rows, and counts only ticked ids that are rows', () => {
    const onRowsInView = vi.fn();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(p: Person) => p.name}
        onRowsInView={onRowsInView}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    expect(onRowsInView).toHaveBeenLastCalledWith(-1);
    rerender(
      <DataTable
        rows={people}
        columns={columns}
        getRowId={(p) => p.name}
        onRowsInView={onRowsInView}
        selection={{ selected: ['gone', 'ada', 'bob'], onChange }}
        emptyMessage="None"
        aria-label="People"
      />,
    );
    expect(onRowsInView).toHaveBeenLastCalledWith(1);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['gone']);
  });

  it('sizes the action column at 45 px per action, at least 80', () => {
    expect(actionsColumnWidth(1)).toBe(80);
    expect(actionsColumnWidth(2)).toBe(90);
    expect(actionsColumnWidth(3)).toBe(135);
  });
});
