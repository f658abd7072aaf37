import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export type RowsColumn<T> = {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Keep on one line (numbers, dates, phone numbers): the table scrolls sideways on a phone instead. */
  nowrap?: boolean;
  /** For long text: at least this wide, so a phone does not break it into a word a line. */
  minWidth?: number;
};

/**
 * The small read-only tables of the orderdocs tabs: a header, one row per record, a row that opens its record when
 * clicked (and with Enter, for keyboard users). On a phone (≤600 px) each row is a compact card instead: the first
 * column as its title, the others as label and value beneath, empty ones left out (issue 12: no cut-off columns).
 */
export function RowsTable<T extends { id: number }>(props: {
  columns: RowsColumn<T>[];
  rows: T[];
  onOpen?: (row: T) => void;
  label: string;
  /** As wide as the page (a report), rather than at most 1100 px (a record's tab). */
  wide?: boolean;
}) {
  const { columns, rows, onOpen, label } = props;
  const phone = useMediaQuery('(max-width:600px)');
  if (phone) return <RowCards {...props} />;
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto', maxWidth: props.wide ? undefined : 1100 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover={Boolean(onOpen)}
              sx={onOpen ? { cursor: 'pointer' } : undefined}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => onOpen(row) : undefined}
              onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
            >
              {columns.map((c) => (
                <TableCell
                  key={c.label}
                  align={c.align}
                  sx={{ whiteSpace: c.align || c.nowrap ? 'nowrap' : undefined, minWidth: c.minWidth }}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function isEmptyCell(v: ReactNode): boolean {
  return v === null || v === undefined || v === '' || v === false;
}

function RowCards<T extends { id: number }>(props: {
  columns: RowsColumn<T>[];
  rows: T[];
  onOpen?: (row: T) => void;
  label: string;
}) {
  const { columns, rows, onOpen, label } = props;
  const [first, ...rest] = columns;
  return (
    <Paper variant="outlined" role="list" aria-label={label}>
      {rows.map((row) => (
        <Box
          key={row.id}
          role="listitem"
          data-testid="row-card"
          tabIndex={onOpen ? 0 : undefined}
          onClick={onOpen ? () => onOpen(row) : undefined}
          onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
          sx={{
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
            ...(onOpen ? { cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } : {}),
          }}
        >
          {first ? (
            <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {first.cell(row)}
            </Typography>
          ) : null}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              m: 0,
              mt: 0.5,
            }}
          >
            {rest.map((c) => {
              const value = c.cell(row);
              if (isEmptyCell(value)) return null;
              return (
                <Box key={c.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
