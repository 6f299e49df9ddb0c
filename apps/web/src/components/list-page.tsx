import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { RefusableButton } from './denied-reason';
import { PageHeader } from './page-header';
import { matchesSearch, SearchField } from './search-field';
import { TabSection } from './tab-section';

/** What a list shows of its query: TanStack Query's result fits as it is. */
export type ListQuery = { isPending: boolean; error: unknown };

/** One of the list's own actions, as a button. */
export type ListButton = {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  /** The list's main action: filled; the others are outlined. */
  primary?: boolean;
  /** Why the user's policy refuses it: shown disabled, the reason on hover. */
  deniedBy?: string | undefined;
  disabled?: boolean;
  loading?: boolean;
};

function ListButtons({ buttons }: { buttons: readonly ListButton[] }) {
  return buttons.map((button) => (
    <RefusableButton
      key={button.label}
      deniedBy={button.deniedBy}
      variant={button.primary ? 'contained' : 'outlined'}
      startIcon={button.icon}
      disabled={button.disabled}
      loading={button.loading}
      onClick={button.onClick}
    >
      {button.label}
    </RefusableButton>
  ));
}

type ListSearch = { label: string; value: string; onChange: (value: string) => void };

export type ListPageProps<Row> = Omit<DataTableProps<Row>, 'emptyMessage'> & {
  /** A screen of its own: its h1 and the line under it. */
  title?: string;
  subtitle?: ReactNode;
  /** A list inside a tab or beside other sections: its h2, with `buttons` beside it. */
  section?: string;
  search?: ListSearch;
  /** Right after the search box (a Refresh button). */
  tools?: ReactNode;
  /** The list's own actions: at the toolbar's right end, or beside a section's title. */
  buttons?: readonly ListButton[];
  /** The rows' query: its pending state and error, unless `loading` or `error` say otherwise. */
  query?: ListQuery;
  /** What an empty list says; `noMatch` what it says when the search found nothing. */
  empty: string;
  noMatch?: string;
  /** Shown above the search and the table (what keeps the list from being whole, what it needs). */
  notice?: ReactNode;
  /** Space between the toolbar's items (MUI spacing). */
  toolbarGap?: number;
  /** After the table: a footnote, the list's dialogs. */
  children?: ReactNode;
};

function Toolbar({
  search,
  tools,
  buttons,
  gap,
}: {
  search?: ListSearch;
  tools?: ReactNode;
  buttons?: readonly ListButton[];
  gap: number;
}) {
  return (
    <Box sx={{ display: 'flex', gap, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {search && <SearchField {...search} />}
      {tools}
      {buttons && (
        <>
          <Box sx={{ flex: 1 }} />
          <ListButtons buttons={buttons} />
        </>
      )}
    </Box>
  );
}

/**
 * The one list screen: a header (a page's h1 or a section's h2), a search with the list's actions, the
 * one `DataTable` with its loading, error and empty states, then the list's dialogs. Each list keeps
 * its own texts, columns and buttons; this keeps their arrangement one.
 */
export function ListPage<Row>(props: ListPageProps<Row>) {
  const { title, subtitle, section, search, tools, buttons, query, empty, noMatch, notice, ...rest } = props;
  const { toolbarGap = 1.5, children, ...tableProps } = rest;
  const table = (
    <DataTable
      {...tableProps}
      loading={props.loading ?? query?.isPending}
      error={props.error ?? query?.error}
      emptyMessage={search?.value && noMatch ? noMatch : empty}
    />
  );
  if (section !== undefined)
    return (
      <TabSection title={section} action={buttons && <ListButtons buttons={buttons} />}>
        {notice}
        {search && <SearchField {...search} />}
        {table}
        {children}
      </TabSection>
    );
  return (
    <>
      {title !== undefined && <PageHeader title={title} subtitle={subtitle} />}
      {notice}
      {(search || tools || buttons) && (
        <Toolbar search={search} tools={tools} buttons={buttons} gap={toolbarGap} />
      )}
      {table}
      {children}
    </>
  );
}

/** Asks the list's query again (a list MinIO may change behind the page's back). */
export function RefreshButton({ query }: { query: { refetch: () => Promise<unknown> } }) {
  return (
    <Tooltip title="Refresh">
      <IconButton aria-label="Refresh" onClick={() => void query.refetch()}>
        <Refresh />
      </IconButton>
    </Tooltip>
  );
}

/**
 * A list's search box and the rows it lets through, sorted by `order` when given. Pass module-level
 * `text` and `order`: the rows are worked out again only when the items or the search change.
 */
export function useListSearch<Row>(
  items: readonly Row[] | undefined,
  text: (row: Row) => string,
  order?: (a: Row, b: Row) => number,
) {
  const [value, onChange] = useState('');
  const rows = useMemo(() => {
    const found = (items ?? []).filter((row) => matchesSearch(text(row), value));
    return order ? found.sort(order) : found;
  }, [items, value, text, order]);
  return { rows, search: { value, onChange } };
}
