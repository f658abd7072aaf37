import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../platform/lazy-component';

// Issue 11: the menu list, its icons and the send dialog load on the button's first use (pointer over, focus,
// click); the button is drawn with the order's header (drawn later it narrowed the title: CLS 0,16).
const OrderDocumentsMenuList = lazyComponent(() =>
  import('./OrderDocumentsMenuList').then((m) => m.OrderDocumentsMenuList),
);
const preload = () => void OrderDocumentsMenuList.preload();

/**
 * "Print / send" on the order page: each printed order document (spec 01 §9 order report types 1, 2, 4, 9) opens
 * in a new browser tab, or downloads with its download button.
 * "Send by e-mail" opens the send dialog (the PDF attached to the order mail text). Read-only users print only.
 */
export function OrderDocumentsMenu({ orderId, readOnly }: { orderId: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const label = t('orderdocs.printSend');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Print />}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // On a phone the icon alone (named by its label), so that the order's number and customer keep the width.
        aria-label={label}
        title={label}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {label}
        </Box>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <OrderDocumentsMenuList
            orderId={orderId}
            readOnly={readOnly}
            anchor={anchor}
            setAnchor={setAnchor}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The menu as a registered record slot ('orders.print'): the order page places it in its header. */
export function OrderPrintSlot({ recordId, readOnly }: { recordId: number; readOnly?: boolean }) {
  return <OrderDocumentsMenu orderId={recordId} readOnly={readOnly} />;
}
