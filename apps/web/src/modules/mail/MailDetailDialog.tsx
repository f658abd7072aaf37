import AttachFile from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../../app/LoadingBar';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatFileSize } from '@suite/shared/format/index';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailHistoryApi, mailHistoryKeys } from './mail-history.api';
import { MailStatusChip } from './MailStatusChip';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One sent mail: receivers, subject, sender, status (with the error of a failed one), attachments and body. */
export function MailDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useQuery({ queryKey: mailHistoryKeys.item(id), queryFn: () => mailHistoryApi.get(id) });
  const m = mail.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="mail-detail-title">
      <DialogTitle id="mail-detail-title">{m?.subject ?? t('mailhistory.message')}</DialogTitle>
      <DialogContent dividers>
        {!m ? (
          mail.isError ? (
            <Alert severity="error">{t('mailhistory.loadFailed')}</Alert>
          ) : (
            <LoadingBar />
          )
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              <Field label={t('mailhistory.sentat')}>{formatDateTime(m.sentat)}</Field>
              <Field label={t('mailhistory.sentby')}>{m.sentbyname ?? ''}</Field>
              <Field label={t('mailhistory.to')}>{m.to}</Field>
              {m.cc ? <Field label={t('mailhistory.cc')}>{m.cc}</Field> : null}
              {m.customername ? <Field label={t('mailhistory.customer')}>{m.customername}</Field> : null}
              <Field label={t('mailhistory.status')}>
                <MailStatusChip status={m.status} />
              </Field>
            </Box>
            {m.error ? (
              <Alert severity="error">
                {t('mailhistory.error')}: {m.error}
              </Alert>
            ) : null}
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('mailhistory.attachments')}
              </Typography>
              {m.attachments.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('mailhistory.noAttachments')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                  {m.attachments.map((a) => (
                    <Box
                      component="li"
                      key={a.filename}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                    >
                      <AttachFile fontSize="small" color="action" aria-hidden />
                      <Typography variant="body2">{a.filename}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatFileSize(a.size)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('mailhistory.message')}
              </Typography>
              {m.ishtml ? (
                // The HTML of a sent mail is shown in a sandbox without scripts, so it cannot act in the app.
                <Box
                  component="iframe"
                  title={t('mailhistory.message')}
                  sandbox=""
                  srcDoc={m.body}
                  sx={{ width: '100%', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
                />
              ) : (
                <Box
                  sx={{
                    whiteSpace: 'pre-wrap',
                    typography: 'body2',
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.default',
                  }}
                >
                  {m.body}
                </Box>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('mailhistory.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
