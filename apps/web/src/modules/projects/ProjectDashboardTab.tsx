import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/index';
import { percentOf } from '@suite/shared/orders/line-totals';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectKeys, projectsApi } from './projects.api';

const kr = (v: string | null) => (v === null ? '–' : `${formatNumber(v)} kr`);

function Figure(props: { label: string; value: string; note?: ReactNode; tone?: 'good' | 'bad' }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{
          whiteSpace: 'nowrap',
          color: props.tone === 'bad' ? 'error.main' : props.tone === 'good' ? 'success.dark' : undefined,
        }}
      >
        {props.value}
      </Typography>
      {props.note ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {props.note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Tab dashboard of a project: its orders summed against its budget (issue 7). */
export function ProjectDashboardTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const dash = useQuery({ queryKey: projectKeys.dashboard(id), queryFn: () => projectsApi.dashboard(id) });
  if (!dash.data) return <LoadingBar />;
  const d = dash.data;
  const used = percentOf(d.net, d.budget);
  const over = d.remaining !== null && d.remaining.startsWith('-');
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          mb: 2,
        }}
      >
        <Figure
          label={t('projects.dash_budget')}
          value={kr(d.budget)}
          note={
            used === null
              ? t('projects.dash_noBudget')
              : t('projects.dash_budgetUsed', { percent: formatNumber(used, 1) })
          }
        />
        <Figure label={t('projects.dash_net')} value={kr(d.net)} />
        <Figure label={t('projects.dash_cost')} value={kr(d.cost)} />
        <Figure
          label={t('projects.dash_margin')}
          value={kr(d.margin)}
          note={d.marginpercent === null ? undefined : `${formatNumber(d.marginpercent, 1)} %`}
          tone={d.margin.startsWith('-') ? 'bad' : undefined}
        />
        <Figure
          label={t('projects.dash_remaining')}
          value={kr(d.remaining)}
          tone={over ? 'bad' : undefined}
        />
        <Figure
          label={t('projects.dash_orders')}
          value={String(d.ordercount)}
          note={t('projects.dash_openorders', { count: d.openordercount })}
        />
        <Figure label={t('projects.dash_orderbudget')} value={kr(d.orderbudget)} />
        <Figure
          label={t('projects.dash_hours')}
          value={d.hours === null ? '–' : formatNumber(d.hours)}
          note={
            d.hoursestimate === null
              ? t('projects.dash_hoursLater')
              : `${t('projects.field_hoursestimate')}: ${formatNumber(d.hoursestimate)}`
          }
        />
      </Box>
      {used !== null ? (
        <Box sx={{ maxWidth: 640 }}>
          <LoadingBar
            variant="determinate"
            value={Math.min(100, Number(used))}
            color={over ? 'error' : 'primary'}
            aria-label={t('projects.dash_budgetUsed', { percent: formatNumber(used, 1) })}
            sx={{ height: 10, borderRadius: 5 }}
          />
        </Box>
      ) : null}
      {d.hours === null ? (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 640 }}>
          {t('projects.dash_hoursLater')}
        </Alert>
      ) : null}
    </Box>
  );
}
