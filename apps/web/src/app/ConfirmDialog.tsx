import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirm-dialog';

export function ConfirmDialog({
  options,
  onAnswer,
}: {
  options: ConfirmOptions;
  onAnswer(value: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
    >
      <DialogTitle id="confirm-dialog-title">{options.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{options.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{options.cancelText ?? t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {options.confirmText ?? t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
