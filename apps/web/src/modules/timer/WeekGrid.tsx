import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { alpha, useTheme } from '@mui/material/styles';
import { formatDate } from '@suite/shared/format/date-format';
import type { HourState, HourWeekDay } from '@suite/shared/hours/hours.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cellTypeable,
  formatHours,
  isoWeekday,
  type GridCell,
  type GridRow,
  type WeekGrid,
} from './week.logic';

/** The strongest state in a cell decides its colour: not approved, then not delivered, delivered, approved. */
function cellState(cell: GridCell): HourState | null {
  const states = new Set(cell.entries.map((e) => e.state));
  for (const s of ['not_approved', 'not_delivered', 'delivered', 'approved'] as const)
    if (states.has(s)) return s;
  return null;
}

function CellInput(props: {
  cell: GridCell;
  label: string;
  disabled: boolean;
  busy: boolean;
  onCommit: (text: string) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { cell } = props;
  const shown = cell.total ? formatHours(cell.total) : '';
  const [text, setText] = useState(shown);
  const state = cellState(cell);
  const background =
    state === 'approved'
      ? alpha(theme.palette.success.main, 0.16)
      : state === 'delivered'
        ? alpha(theme.palette.info.main, 0.14)
        : state === 'not_approved'
          ? alpha(theme.palette.error.main, 0.16)
          : undefined;
  const typeable = !props.disabled && cellTypeable(cell);
  if (!typeable) {
    const locked = cell.entries.some((e) => e.locked);
    const title =
      cell.entries.length === 0
        ? ''
        : cell.entries.length > 1 || cell.entries.some((e) => e.start !== null)
          ? t('timer.cellBlocked')
          : t('timer.cellReadOnly');
    return (
      <Tooltip title={title}>
        <Box
          component="button"
          type="button"
          aria-label={props.label}
          data-state={state ?? undefined}
          disabled={cell.entries.length === 0}
          onClick={props.onOpen}
          sx={{
            all: 'unset',
            boxSizing: 'border-box',
            display: 'block',
            width: '100%',
            minHeight: 32,
            px: 0.75,
            py: 0.5,
            textAlign: 'right',
            borderRadius: 1,
            // Entries with times or several a day: opened, not typed into (a dashed frame says it is clickable).
            border:
              cell.entries.length && !background
                ? `1px dashed ${theme.palette.divider}`
                : '1px solid transparent',
            cursor: cell.entries.length ? 'pointer' : 'default',
            bgcolor: background,
            color: locked ? 'text.secondary' : 'text.primary',
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
          }}
        >
          {shown}
        </Box>
      </Tooltip>
    );
  }
  return (
    <InputBase
      value={text}
      disabled={props.busy}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => text !== shown && props.onCommit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setText(shown);
      }}
      inputProps={{ 'aria-label': props.label, inputMode: 'decimal', 'data-state': state ?? undefined }}
      sx={{
        width: '100%',
        bgcolor: background,
        borderRadius: 1,
        border: `1px solid ${theme.palette.divider}`,
        fontSize: '0.875rem',
        '& input': { textAlign: 'right', px: 0.75, py: 0.5 },
        '&.Mui-focused': { borderColor: theme.palette.primary.main },
      }}
    />
  );
}

export function rowLabel(row: GridRow, noOrder: string): { title: string; subtitle: string } {
  const type = row.worktypename ?? row.absencetypename ?? '';
  return {
    title: row.ordernumber !== null ? String(row.ordernumber) : row.absencetype_id ? type : noOrder,
    subtitle: row.ordernumber !== null || !row.absencetype_id ? type : '',
  };
}

/**
 * The week as a grid (hourenterstyle 1): rows of order and work type, columns Monday to Sunday, typed amounts,
 * the day sums and the week sum. Scrolls inside itself on a narrow screen; the first column stays in view.
 */
export function WeekGridTable(props: {
  grid: WeekGrid;
  days: string[];
  weekDays?: HourWeekDay[];
  readOnly: boolean;
  busyCell: string | null;
  lockedDays: Set<string>;
  onCommit: (row: GridRow, cell: GridCell, text: string) => void;
  onOpen: (row: GridRow, cell: GridCell) => void;
  /** Days that may be chosen for delivery (issue 9: the grid chooses days like the day list); absent: no boxes. */
  choosable?: ReadonlySet<string>;
  chosen?: ReadonlySet<string>;
  onChoose?: (day: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const sticky = {
    position: 'sticky' as const,
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    minWidth: { xs: 108, sm: 180 },
    maxWidth: { xs: 120, sm: 260 },
    borderRight: `1px solid ${theme.palette.divider}`,
  };
  const holiday = (d: string) => props.weekDays?.find((w) => w.date === d)?.holiday ?? null;
  const dayHead = (d: string) => {
    const wd = isoWeekday(d);
    const h = holiday(d);
    return (
      <TableCell
        key={d}
        align="right"
        title={h ?? undefined}
        sx={{
          minWidth: 58,
          px: 0.5,
          color: wd === 7 || h ? 'error.dark' : undefined,
          whiteSpace: 'nowrap',
        }}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t(`timer.weekdayShort_${wd}`)}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          {d.slice(8, 10)}.{d.slice(5, 7)}
        </Box>
        {props.onChoose && (
          <Checkbox
            size="small"
            checked={props.chosen?.has(d) ?? false}
            disabled={!props.choosable?.has(d)}
            onChange={(e) => props.onChoose!(d, e.target.checked)}
            slotProps={{ input: { 'aria-label': `${t('timer.chooseDay')} ${formatDate(d)}` } }}
            sx={{ p: 0.25, mr: -0.25 }}
          />
        )}
      </TableCell>
    );
  };
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('timer.viewGrid')} sx={{ '& td, & th': { px: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 2 }}>{t('timer.orderAndWorktype')}</TableCell>
            {props.days.map(dayHead)}
            <TableCell align="right" sx={{ minWidth: 56, fontWeight: 600 }}>
              {t('timer.total')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.grid.rows.map((row) => {
            const label = rowLabel(row, t('timer.noOrder'));
            return (
              <TableRow key={row.key} data-row={row.key}>
                <TableCell sx={sticky}>
                  <Box
                    sx={{
                      fontWeight: 600,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {label.title}
                  </Box>
                  {label.subtitle && (
                    <Box
                      sx={{
                        fontSize: '0.75rem',
                        color: 'text.secondary',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {label.subtitle}
                    </Box>
                  )}
                </TableCell>
                {row.cells.map((cell) => (
                  <TableCell key={cell.date} align="right">
                    <CellInput
                      key={`${cell.date}:${cell.total}:${cell.entries.length}`}
                      cell={cell}
                      label={`${label.title} ${label.subtitle} ${t(`timer.weekday_${isoWeekday(cell.date)}`)}`.trim()}
                      disabled={props.readOnly || props.lockedDays.has(cell.date)}
                      busy={props.busyCell === `${row.key}/${cell.date}`}
                      onCommit={(text) => props.onCommit(row, cell, text)}
                      onOpen={() => props.onOpen(row, cell)}
                    />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatHours(row.total)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={{ ...sticky, fontWeight: 700, color: 'text.primary' }}>
              {t('timer.dayTotal')}
            </TableCell>
            {props.grid.dayTotals.map((sum, i) => (
              <TableCell
                key={props.days[i]}
                align="right"
                data-day-total={props.days[i]}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
              >
                {formatHours(sum)}
              </TableCell>
            ))}
            <TableCell
              align="right"
              data-week-total
              sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
            >
              {formatHours(props.grid.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
