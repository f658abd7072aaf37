// /dashboard: a greeting, the counts the user may see as cards linking to their lists, and recent items.
import { createElement } from 'react';
import { Link as RouterLink, useOutletContext } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@suite/shared/format/date-format';
import { formatNumber } from '@suite/shared/format/number-format';
import { matchRoute } from '@suite/shared/routes/match-route';
import type { ShellIcons } from '../../app/layout/menu-icons';
import { useSession } from '../../platform/session';
import { canOpen, greetingKey } from './dashboard-view';
import { useDashboard, type DashboardCount } from './dashboard.queries';
import { Notice } from '../../app/Notice';

// A grey block where content is loading (MUI's Skeleton is not worth its weight on the first page).
function Placeholder({ height }: { height: number }) {
  return <Box aria-hidden sx={{ height, borderRadius: 2, bgcolor: 'action.hover' }} />;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

// Cards whose list is not a menu entry of its own get the icon of what they count.
const COUNT_ICONS: Record<string, string> = {
  unreadnotifications: 'Notifications',
  employees: 'People',
  departments: 'Apartment',
  userroles: 'ManageAccounts',
};

function CountCard({ count }: { count: DashboardCount }) {
  const { t } = useTranslation();
  const { menuIcon } = useOutletContext<ShellIcons>();
  // An element of the layout's icon component (a module constant of menu-icons.ts, not made here).
  const icon = createElement(
    menuIcon(COUNT_ICONS[count.key] ?? matchRoute(count.to)?.route.meta.menu?.icon ?? ''),
    {
      'aria-hidden': true,
    },
  );
  const label = t(`dashboard.count_${count.key}`, {
    defaultValue: t(`routes.${count.key}`, { defaultValue: count.key }),
  });
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <ButtonBase
        component={RouterLink}
        to={count.to}
        sx={{
          p: 2.5,
          width: '100%',
          height: '100%',
          justifyContent: 'flex-start',
          textAlign: 'left',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
              {formatNumber(count.value, 0)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {label}
            </Typography>
          </Box>
        </Box>
      </ButtonBase>
    </Paper>
  );
}

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  mb: 4,
} as const;

export function DashboardPage() {
  const { t } = useTranslation();
  // The menu's icons, from the main layout around every page (app/layout/menu-icons.ts, SHELL_ICONS).
  const { moduleIcon } = useOutletContext<ShellIcons>();
  const { user, access } = useSession();
  const dashboard = useDashboard();
  const tenant = user ? (user.availabletenants?.[user.domain] ?? '') : '';
  const loading = dashboard.loading && !dashboard.data;
  const failed = Boolean(dashboard.error) && !dashboard.loading;
  const counts = (dashboard.data?.counts ?? []).filter((c) => canOpen(access, c.to));
  const recent = (dashboard.data?.recent ?? []).filter((r) => canOpen(access, r.link));

  return (
    <Box sx={{ maxWidth: 1280 }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t(`dashboard.${greetingKey(new Date().getHours())}`, { name: firstName(user?.name ?? '') })}
        </Typography>
        <Typography color="text.secondary">
          {[formatDate(new Date()), tenant].filter(Boolean).join(' · ')}
        </Typography>
      </Box>

      {failed && (
        <Notice
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('dashboard.loadFailed')}
        </Notice>
      )}

      {!(failed && !dashboard.data) && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('dashboard.overview')}
          </Typography>
          {loading ? (
            <Box sx={cardGrid}>
              {[0, 1, 2].map((i) => (
                <Placeholder key={i} height={92} />
              ))}
            </Box>
          ) : counts.length ? (
            <Box sx={cardGrid}>
              {counts.map((c) => (
                <CountCard key={c.key} count={c} />
              ))}
            </Box>
          ) : (
            !failed && (
              <Typography color="text.secondary" sx={{ mb: 4 }}>
                {t('dashboard.noCounts')}
              </Typography>
            )
          )}

          {/* Issue 11: the recent items appear with the answer, below the cards. Shown earlier with placeholders,
              they were pushed down the page when the cards arrived (a layout shift of 0,25 on a phone). */}
          {!loading && (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t('dashboard.recent')}
              </Typography>
              <Paper variant="outlined" sx={{ borderRadius: 3 }}>
                {recent.length ? (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {recent.map((item, i) => {
                      const icon = createElement(moduleIcon(item.moduleid), {
                        color: 'primary',
                        'aria-hidden': true,
                      });
                      return (
                        <li key={`${item.link}-${i}`}>
                          <ButtonBase
                            component={RouterLink}
                            to={item.link}
                            sx={{
                              display: 'flex',
                              justifyContent: 'flex-start',
                              gap: 2,
                              width: '100%',
                              px: 2,
                              py: 1.25,
                              textAlign: 'left',
                              borderBottom: i < recent.length - 1 ? 1 : 0,
                              borderColor: 'divider',
                              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                            }}
                          >
                            {icon}
                            <Box sx={{ minWidth: 0 }}>
                              <Typography variant="body1">{item.title}</Typography>
                              <Typography variant="body2" color="text.secondary">
                                {formatDateTime(item.dateat)}
                              </Typography>
                            </Box>
                          </ButtonBase>
                        </li>
                      );
                    })}
                  </Box>
                ) : (
                  <Typography color="text.secondary" sx={{ p: 2.5 }}>
                    {t('dashboard.noRecent')}
                  </Typography>
                )}
              </Paper>
            </>
          )}
        </>
      )}
    </Box>
  );
}
