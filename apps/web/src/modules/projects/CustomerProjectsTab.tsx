import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../../app/LoadingBar';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Project } from '@suite/shared/projects/project.schema';
import { formatDate, formatNumber } from '@suite/shared/format/index';
import { hasPermission } from '@suite/shared/users/permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RecordTabProps } from '../../app/record-tabs';
import { api } from '../../platform/api';
import { useSession } from '../../platform/session';

/** The customer's projects tab (spec 01 §2): its projects, newest first, each opening the project. */
export function CustomerProjectsTab({ recordId, readOnly }: RecordTabProps) {
  const { t } = useTranslation();
  const { access } = useSession();
  const projects = useQuery({
    queryKey: ['resource', 'projects', 'customer', recordId],
    queryFn: () =>
      api.post<{ items: Project[] }>('projects/list', {
        match: { customer_id: recordId },
        sort: { projectnumber: -1 },
        limit: 500,
      }),
  });
  const mayAdd = !readOnly && access ? hasPermission(access, 'projects_add') : false;
  if (!projects.data) return <LoadingBar />;
  const items = projects.data.items;
  return (
    <Box>
      {mayAdd ? (
        <Button
          startIcon={<Add />}
          component={RouterLink}
          to={`/projects/add?customer_id=${recordId}`}
          sx={{ mb: 1 }}
        >
          {t('projects.newProject')}
        </Button>
      ) : null}
      {items.length === 0 ? (
        <Alert severity="info">{t('projects.customerProjects_empty')}</Alert>
      ) : (
        <List dense disablePadding>
          {items.map((p) => (
            <ListItemButton key={p.id} component={RouterLink} to={`/projects/${p.id}/dashboard`} divider>
              <ListItemText
                primary={`${p.projectnumber} · ${p.name}`}
                secondary={[
                  p.statusname,
                  p.startdate ? formatDate(p.startdate) : null,
                  p.budget ? `${t('projects.field_budget')}: ${formatNumber(p.budget)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
