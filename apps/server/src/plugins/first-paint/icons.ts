// Material icons' shapes (Apache 2.0), as the app draws them; icons.test.ts checks each against where
// the app takes it from, so a new icon version shows up as a failing test, not as a different picture
// for half a second.
export const iconPaths = {
  folder:
    'm9.17 6 2 2H20v10H4V6zM10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z',
  file: 'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zM6 20V4h7v5h5v11z',
  share:
    'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92M18 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1M6 13c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m12 7.02c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  delete: 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z',
  checkBoxBlank: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
} as const;

/** Where each shape comes from, from the repository's root: icons.test.ts finds it there. */
export const iconSources: Record<keyof typeof iconPaths, string> = {
  folder: 'node_modules/@mui/icons-material/FolderOutlined.mjs',
  file: 'node_modules/@mui/icons-material/InsertDriveFileOutlined.mjs',
  share: 'node_modules/@mui/icons-material/ShareOutlined.mjs',
  download: 'node_modules/@mui/icons-material/Download.mjs',
  delete: 'node_modules/@mui/icons-material/DeleteOutlined.mjs',
  // The table's rows draw their tick box themselves.
  checkBoxBlank: 'apps/web/src/components/data-table-row.tsx',
};
