// spec 01 §2 "Lost-changes dialog": persistent, width 400, close icon, Yes and No.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useTranslation } from 'react-i18next';

export type LostChangesDialogProps = {
  open: boolean;
  /** A draft invoice exists: the text says the invoice is not saved, Yes deletes the draft. */
  draftInvoice: boolean;
  busy: boolean;
  onYes(): void;
  onNo(): void;
};

export function LostChangesDialog({ open, draftInvoice, busy, onYes, onNo }: LostChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      // Persistent: neither a click beside it nor Escape answers the question for the user.
      onClose={() => undefined}
      fullWidth
      aria-labelledby="lost-changes-title"
      aria-describedby="lost-changes-text"
      slotProps={{ paper: { sx: { maxWidth: 400 } } }}
    >
      <DialogTitle id="lost-changes-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        <WarningAmber color="warning" aria-hidden />
        {t('shell.lostChangesTitle')}
        <IconButton
          aria-label={t('common.close')}
          onClick={onNo}
          sx={{ position: 'absolute', right: 8, top: 8 }}
          size="small"
        >
          <Close fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="lost-changes-text">
          {draftInvoice ? t('shell.lostInvoiceText') : t('shell.lostChangesText')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy}>
          {t('common.no')}
        </Button>
        <Button variant="contained" color="warning" onClick={onYes} disabled={busy} autoFocus>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
