import {
  baseName,
  browserCrumbs,
  dateTimeStyle,
  firstPaintIds,
  formatBytes,
  isFolder,
  nameInFolder,
  type FirstPage,
  type ObjectEntry,
  type ViewPreferences,
} from '@granary/contract';
import { comment, h, jsonScript, svg, type HtmlElement } from '../../lib/html-element.ts';
import { iconPaths } from './icons.ts';

/** Rows drawn: a tall screen's worth (the app draws the rows in view and ten more). */
export const FIRST_PAINT_ROWS = 50;
// DataTable's geometry (spec 1 §9); first-paint.spec.ts compares the two tables box by box.
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;

const icon = (shape: keyof typeof iconPaths, className?: string) =>
  svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', ...(className && { class: className }) }, [
    svg('path', { d: iconPaths[shape] }),
  ]);

const tickBox = () => h('span', { 'data-tick': 'off' }, [icon('checkBoxBlank')]);

/** Bare text in a cell, cut off with an ellipsis and whole in its title (as DataTable does). */
const textCell = (text: string) =>
  h('div', { role: 'cell' }, [h('span', { title: text, 'data-ellipsis': '' }, [text])]);

function actionsCell(entry: ObjectEntry): HtmlElement {
  const noContent = isFolder(entry);
  const action = (shape: keyof typeof iconPaths, disabled: boolean) =>
    h('span', { 'data-action': '', ...(disabled && { 'data-disabled': '' }) }, [icon(shape)]);
  return h('div', { role: 'cell', 'data-cell': 'actions' }, [
    action('share', noContent),
    action('download', noContent),
    action('delete', false),
  ]);
}

type RowContext = { folder: string; formatDate: (iso: string) => string };

function objectRow(entry: ObjectEntry, index: number, { folder, formatDate }: RowContext): HtmlElement {
  const folderRow = isFolder(entry);
  const name = nameInFolder(entry.name, folder);
  return h(
    'div',
    {
      role: 'row',
      'aria-rowindex': String(index + 2),
      style: `transform: translateY(${index * ROW_HEIGHT}px)`,
    },
    [
      h('div', { role: 'cell', 'data-cell': 'select' }, [tickBox()]),
      h('div', { role: 'cell' }, [
        h('span', { 'data-name': '', title: name }, [
          icon(folderRow ? 'folder' : 'file', folderRow ? 'folder' : 'file'),
          h('span', {}, [name]),
        ]),
      ]),
      textCell(folderRow ? '' : formatDate(entry.last_modified)),
      textCell(folderRow ? '' : formatBytes(entry.size)),
      actionsCell(entry),
    ],
  );
}

/** A date as the app's formatDateTime writes it, in the zone and locale the browser told (view cookie). */
export function dateFormatter(view: ViewPreferences): (iso: string) => string {
  const format = new Intl.DateTimeFormat(view.locale, { ...dateTimeStyle, timeZone: view.timeZone });
  return (iso) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '—' : format.format(time);
  };
}

/** The first page's rows, or the app's empty-folder line, for the table's row group. */
function firstRows(first: FirstPage, view: ViewPreferences): HtmlElement[] {
  const { objects } = first.page;
  if (objects.length === 0)
    return [
      h('div', { role: 'row', 'aria-rowindex': '2' }, [
        h('div', { role: 'cell', 'data-empty': '' }, ['This folder is empty.']),
      ]),
    ];
  const context = { folder: first.prefix, formatDate: dateFormatter(view) };
  return objects.slice(0, FIRST_PAINT_ROWS).map((entry, index) => objectRow(entry, index, context));
}

/** The table as the app's DataTable draws it for the first page, header and rows. */
export function firstPageTable(first: FirstPage, view: ViewPreferences): HtmlElement {
  const rowCount = first.page.objects.length;
  const rowsHeight = Math.max(rowCount, 1) * ROW_HEIGHT;
  const rows = h(
    'div',
    { role: 'rowgroup', ...(rowCount > 0 && { 'data-rows': '', style: `height: ${rowsHeight}px` }) },
    firstRows(first, view),
  );
  return h('div', { role: 'table', 'aria-label': 'Objects', 'aria-rowcount': String(rowCount + 1) }, [
    h('div', { 'data-sizer': '', style: `height: ${HEADER_HEIGHT + rowsHeight}px` }, [tableHead(), rows]),
  ]);
}

/** The page's data for the app, which starts from it instead of listing the folder again. */
export const firstPageData = (first: FirstPage): HtmlElement => jsonScript({ id: firstPaintIds.data }, first);

/** Where the rows and the data go once the listing answers: comments the stream splits the page at. */
export const firstPaintMarks = { table: 'first-paint:table', data: 'first-paint:data' } as const;

function breadcrumbs(bucket: string, prefix: string): HtmlElement {
  const crumbs = browserCrumbs(bucket, prefix);
  const parts = crumbs.flatMap((crumb, index) => {
    const last = index === crumbs.length - 1;
    const label = h('span', last ? { 'data-current': '' } : {}, [crumb.label]);
    return last ? [label] : [label, h('span', { 'aria-hidden': 'true' }, ['/'])];
  });
  return h('div', { 'data-crumbs': '' }, parts);
}

function tableHead(): HtmlElement {
  const header = (text: string) => h('div', { role: 'columnheader' }, [text]);
  return h('div', { role: 'rowgroup', 'data-head': '' }, [
    h('div', { role: 'row', 'aria-rowindex': '1' }, [
      // Named as the app's 'Select all' tick box names it.
      h('div', { role: 'columnheader', 'data-cell': 'select' }, [
        tickBox(),
        h('span', { 'data-hidden': '' }, ['Select all']),
      ]),
      header('Name'),
      header('Last Modified'),
      header('Size'),
      h('div', { role: 'columnheader', 'data-cell': 'actions' }, [
        h('span', { 'data-hidden': '' }, ['Actions']),
      ]),
    ]),
  ]);
}

/**
 * The page as the app will draw it, as far as the server knows it before the listing answers: the menu's
 * and top bar's places, the breadcrumbs and the title, with marks where the table and the data go.
 * Inert (no controls): it shows the rows while the app loads, and the app draws over it.
 */
export function firstPaintSkeleton(bucket: string, prefix: string, view: ViewPreferences): HtmlElement {
  return h('div', { id: firstPaintIds.root, 'data-menu': view.menuOpen ? 'open' : 'closed' }, [
    h('div', { 'data-menu-panel': '' }),
    h('div', { 'data-column': '' }, [
      h('div', { 'data-top-bar': '' }),
      h('main', {}, [
        breadcrumbs(bucket, prefix),
        h('h1', {}, [prefix ? baseName(prefix) : bucket]),
        h('div', { 'data-toolbar': '' }),
        h('div', { 'data-paper': '' }, [comment(firstPaintMarks.table)]),
      ]),
    ]),
    comment(firstPaintMarks.data),
  ]);
}
