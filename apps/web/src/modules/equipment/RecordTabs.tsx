import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ROUTES } from '@suite/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import { visibleTabs } from './equipment-form.logic';

/** The tab bar of a record (spec 01 §2): every tab of the route table the user may open. */
export function RecordTabs(props: { parent: string; base: string; current: string; label: string }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const tabs = visibleTabs(ROUTES, props.parent, access);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={tabs.some((x) => x.tab === props.current) ? props.current : false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={props.label}
      >
        {tabs.map((x) => (
          <Tab
            key={x.tab}
            value={x.tab}
            label={t(`equipment.tab_${x.tab}`)}
            component={RouterLink}
            to={`${props.base}/${x.tab}`}
            sx={{ minWidth: 0, px: 2 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
