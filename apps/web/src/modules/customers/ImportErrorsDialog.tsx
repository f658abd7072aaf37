import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from './import-export.logic';
import { messageText } from '../../platform/form-errors';

export type ImportErrorsDialogProps = {
  errors: ImportRowError[];
  /** Translation key of a column's label ('customers.field_<field>'). */
  fieldLabel: (field: string) => string;
  onClose: () => void;
};

/** spec 01 §8 'import failed': nothing was imported; each bad row with its column and reason. */
export function ImportErrorsDialog({ errors, fieldLabel, onClose }: ImportErrorsDialogProps) {
  const { t } = useTranslation();
  const message = (m: string) =>
    messageText(t, m, (key) => [
      `customers.import_${key}`,
      `masterdata.${key}`,
      `validation.${key}`,
      `customers.error_${key}`,
      `settings.error_${key}`,
    ]);
  const column = (field: string) =>
    field === 'file' || field === '' ? '' : t(fieldLabel(field), { defaultValue: field });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>{t('customers.importFailedTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('customers.importFailedText')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('customers.importRow')}</TableCell>
              <TableCell>{t('customers.importColumn')}</TableCell>
              <TableCell>{t('customers.importProblem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((e, i) => (
              <TableRow key={i}>
                <TableCell>{e.row > 0 ? e.row : t('customers.importWholeFile')}</TableCell>
                <TableCell>{column(e.field)}</TableCell>
                <TableCell>{message(e.message)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('customers.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
