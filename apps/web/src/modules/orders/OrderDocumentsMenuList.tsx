// The order's "Print / send" menu list and its send dialog (issue 11: loaded on the button's first use; the
// button itself is drawn with the order's header, OrderDocumentsMenu.tsx).
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderPdfUrl, PRINT_TYPES } from './order-docs.api';
import { SendOrderMailDialog } from './SendOrderMailDialog';

/** The menu under `anchor` (closed when null) and, chosen from it, the send dialog. */
export function OrderDocumentsMenuList({
  orderId,
  readOnly,
  anchor,
  setAnchor,
}: {
  orderId: number;
  readOnly?: boolean;
  anchor: HTMLElement | null;
  setAnchor: (anchor: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  return (
    <>
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
