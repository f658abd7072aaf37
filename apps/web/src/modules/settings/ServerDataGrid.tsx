// The MUI DataGrid of ServerListGrid on a wide screen, in a chunk of its own (issue 11): the grid is the largest
// library of the list screens (about 125 KiB gzip and seconds of main-thread work on a phone), and a phone shows
// the list as cards (ListCards) without it, so only a desktop or tablet downloads and runs it. The grid's own
// texts in the user's language (data-grid-locale.ts) come with it: a phone does not load them either.
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type { Language } from '@suite/shared';
import { useMemo } from 'react';
import { gridLocaleText } from './data-grid-locale';

export type ServerDataGridProps<Row extends GridValidRowModel> = DataGridProps<Row> & {
  /** The grid's texts are this language's, with the list's own (localeText) over them. */
  language: Language;
};

export function ServerDataGrid<Row extends GridValidRowModel>(props: ServerDataGridProps<Row>) {
  const { language, localeText, ...rest } = props;
  const texts = useMemo(() => ({ ...gridLocaleText(language), ...localeText }), [language, localeText]);
  return <DataGrid<Row> {...rest} localeText={texts} />;
}
