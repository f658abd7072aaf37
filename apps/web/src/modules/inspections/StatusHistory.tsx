import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@suite/shared/format/date-format';
import type { InspectionHistoryEntry } from '@suite/shared/inspections/index';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../settings/SettingsSection';
import { InspectionStatusChip } from './InspectionStatusChip';

/**
 * spec 02 §3 statusHistoryModel: every status change of the inspection, newest first: when, who, from → to and the
 * comment given. One line per change that wraps on a phone instead of a table wider than the screen.
 */
export function StatusHistory({ entries }: { entries: InspectionHistoryEntry[] }) {
  const { t } = useTranslation();
  const newestFirst = [...entries].reverse();
  return (
    <SettingsSection title={t('inspections.sectionHistory')}>
      {newestFirst.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('inspections.historyEmpty')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="status-history">
          {newestFirst.map((e) => (
            <Box
              component="li"
              key={e.id}
              data-testid="status-history-entry"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1.5,
                rowGap: 0.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 130, fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(e.changedon)}
              </Typography>
              <Typography variant="body2" sx={{ minWidth: 120, fontWeight: 500 }}>
                {e.changedby}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                {e.fromstatus ? (
                  <>
                    <InspectionStatusChip status={e.fromstatus} />
                    <ArrowForward fontSize="small" color="action" aria-label="→" />
                    <InspectionStatusChip status={e.status} />
                  </>
                ) : (
                  <Typography variant="body2" component="span">
                    {t('inspections.history_created', { status: t(`inspections.status_${e.status}`) })}
                  </Typography>
                )}
              </Box>
              {e.comment ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ flexBasis: '100%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {e.comment}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </SettingsSection>
  );
}
