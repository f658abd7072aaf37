import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import { orderPdfUrl, PRINT_TYPES } from './order-docs.api';
import { SendOrderMailDialog } from './SendOrderMailDialog';

/**
 * "Print / send" on the order page: each printed order document (spec 01 §9 order report types 1, 2, 4, 9) opens
 * in a new browser tab, or downloads with its download button.
 * "Send by e-mail" opens the send dialog (the PDF attached to the order mail text). Read-only users print only.
 */
export function OrderDocumentsMenu({ orderId, readOnly }: { orderId: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sending, setSending] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Print />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        {t('orderdocs.printSend')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PRINT_TYPES.map((type) => (
          <MenuItem
            key={type}
            component="a"
            href={orderPdfUrl(orderId, type, true)}
            target="_blank"
            rel="noopener"
            onClick={() => setAnchor(null)}
          >
            <ListItemText>{t(`orderdocs.printType_${type}`)}</ListItemText>
            <IconButton
              size="small"
              edge="end"
              component="a"
              href={orderPdfUrl(orderId, type, false)}
              download
              aria-label={`${t('orderdocs.download')}: ${t(`orderdocs.printType_${type}`)}`}
              title={t('orderdocs.download')}
              onClick={(e) => e.stopPropagation()}
              sx={{ ml: 2 }}
            >
              <Download fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {readOnly ? null : (
          <MenuItem
            divider={false}
            onClick={() => {
              setAnchor(null);
              setSending(true);
            }}
          >
            <ListItemIcon>
              <Email fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('orderdocs.sendMail')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {sending ? <SendOrderMailDialog orderId={orderId} onClose={() => setSending(false)} /> : null}
    </>
  );
}

/** The menu as a registered record slot ('orders.print'): the order page places it in its header. */
export function OrderPrintSlot({ recordId, readOnly }: { recordId: number; readOnly?: boolean }) {
  return <OrderDocumentsMenu orderId={recordId} readOnly={readOnly} />;
}
