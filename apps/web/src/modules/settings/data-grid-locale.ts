// The DataGrid's own texts (rows per page, column menu ...) in the user's language. Imported only by list pages,
// together with the grid itself, so none of it reaches the shell bundle.
import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, nbNO, plPL, svSE } from '@mui/x-data-grid/locales';
import type { Language } from '@suite/shared';

const GRID_LOCALES = { en: enUS, no: nbNO, po: plPL, sw: svSE } as const;

export function gridLocaleText(language: Language): Partial<GridLocaleText> {
  return (GRID_LOCALES[language] ?? nbNO).components.MuiDataGrid.defaultProps.localeText;
}
