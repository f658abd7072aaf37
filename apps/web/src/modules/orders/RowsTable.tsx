import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
 * clicked (and with Enter, for keyboard users). Scrolls sideways on a phone rather than squeezing the columns.
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
