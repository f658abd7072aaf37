import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@suite/shared/routes/route-table';
import { canAccessRoute } from '@suite/shared/users/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session';
import { recordTabs, tabPath } from './record-form.logic';
import { LiteTabs } from '../../app/LiteTabs';

type RecordHeaderProps = {
  /** Where the back button goes, and its label (a translation key). */
  back: { to: string; label: string };
  /** The record's name; undefined while it loads. */
  title: string | undefined;
  /** Chips or short facts beside the title. */
  badges?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** The record route whose tabs are shown (e.g. 'leads.record'); omit on a page without tabs. */
  record?: string;
  /** The route parameters of the record, e.g. { lead_id: 7 }. */
  params?: Record<string, string | number>;
  /** The open tab ('detail'). */
  tab?: string | null;
  /** Section of the tab labels: '<section>.tab_<tab>'. */
  section: string;
};

/**
 * Title row of a record page with the tab bar of spec 01 §2 (each tab is its own route, so a tab can be linked
 * and reloaded). Tabs the user may not open (a permission, a module that is off) are not shown.
 */
export function RecordHeader(props: RecordHeaderProps) {
  const { t } = useTranslation();
  const { access } = useSession();
  const tabs = props.record
    ? recordTabs(ROUTES, props.record).filter((r) => (access ? canAccessRoute(access, r.meta) : false))
    : [];
  const current = tabs.find((r) => r.name.endsWith(`.${props.tab}`));
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={RouterLink}
        to={props.back.to}
        startIcon={<ArrowBack />}
        size="small"
        color="inherit"
        sx={{ mb: 1, color: 'text.secondary' }}
      >
        {t(props.back.label)}
      </Button>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {props.title ?? <Skeleton width={240} />}
          </Typography>
          {props.badges}
        </Box>
        {props.actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{props.actions}</Box> : null}
      </Box>
      {tabs.length > 1 && props.params ? (
        <LiteTabs
          tabs={tabs.map((r) => ({
            key: r.name,
            label: t(`${props.section}.tab_${r.name.slice(r.name.lastIndexOf('.') + 1)}`),
            to: tabPath(r, props.params!),
            replace: true,
          }))}
          value={current?.name ?? null}
          divider
          marginTop={12}
        />
      ) : null}
    </Box>
  );
}
