import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';

/**
 * The tab bar of a record (spec 01 §2): one link a tab, to `${base}/${tab}`, scrollable on a phone; no tab is marked
 * when the address names none of them. `onPreload` runs on pointer or focus on the bar (the tabs' code loads before
 * the click).
 */
export function RecordTabBar(props: {
  tabs: readonly string[];
  current: string;
  base: string;
  label: string;
  tabLabel: (tab: string) => string;
  onPreload?: () => void;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={props.tabs.includes(props.current) ? props.current : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={props.label}
        onPointerEnter={props.onPreload}
        onFocus={props.onPreload}
      >
        {props.tabs.map((x) => (
          <Tab
            key={x}
            value={x}
            label={props.tabLabel(x)}
            component={RouterLink}
            to={`${props.base}/${x}`}
            sx={{ minWidth: 0, px: 2 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
