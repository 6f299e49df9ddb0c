import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

type TabbedPanelProps<Id extends string> = {
  tabs: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (tab: Id) => void;
  /** The tab list's accessible name ('Policy details'), and the prefix of its elements' ids. */
  'aria-label': string;
  idPrefix: string;
  children: ReactNode;
};

/** A detail page's tabs over one panel: the tab strip, then the chosen tab's body. */
export function TabbedPanel<Id extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  children,
  ...rest
}: TabbedPanelProps<Id>) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs
        value={value}
        onChange={(_event, tab: Id) => onChange(tab)}
        aria-label={rest['aria-label']}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            id={`${idPrefix}-tab-${item.id}`}
            aria-controls={`${idPrefix}-tab-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-tab-panel`}
        aria-labelledby={`${idPrefix}-tab-${value}`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        {children}
      </Box>
    </Paper>
  );
}
