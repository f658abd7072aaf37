// The export button's menu of ImportExportButtons (XLSX or CSV), loaded when it is first opened (issue 11: MUI's
// Menu, Popover and Modal are not in a list screen's first load).
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

export function ExportMenu(props: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The export's address in the format given. */
  href: (format: 'xlsx' | 'csv') => string;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={props.anchorEl} open={Boolean(props.anchorEl)} onClose={props.onClose}>
      {(['xlsx', 'csv'] as const).map((format) => (
        <MenuItem key={format} component="a" href={props.href(format)} download onClick={props.onClose}>
          {t(format === 'xlsx' ? 'customers.exportXlsx' : 'customers.exportCsv')}
        </MenuItem>
      ))}
    </Menu>
  );
}
