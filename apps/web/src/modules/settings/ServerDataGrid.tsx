// The MUI DataGrid of ServerListGrid on a wide screen, in a chunk of its own (issue 11): the grid is the largest
// library of the list screens (about 125 KiB gzip and seconds of main-thread work on a phone), and a phone shows
// the list as cards (ListCards) without it, so only a desktop or tablet downloads and runs it.
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';

export function ServerDataGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  return <DataGrid<Row> {...props} />;
}
