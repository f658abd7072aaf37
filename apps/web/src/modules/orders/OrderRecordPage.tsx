import { RecordTabBar } from '../../app/RecordTabBar';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AssignmentLate from '@mui/icons-material/AssignmentLate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@suite/shared/format/number-format';
import { ROUTES } from '@suite/shared/routes/route-table';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { preloadRegisteredTab, RegisteredTab, registeredTab } from '../../app/record-tabs';
import { isApiError } from '../../platform/api';
import { lazyComponent } from '../../platform/lazy-component';
import { AfterFirstPaint } from '../settings/use-stepwise';
import { useSession } from '../../platform/session';
import { tabOfPath } from '../customers/customer-form.logic';
import { EmptyTab } from '../customers/EmptyTab';
import { orderIdOf, orderRights, visibleOrderTabs } from './order-ui.logic';
import { orderKeys, ordersApi, type Order } from './orders.api';
import { openingPage, startRequest } from '../settings/first-request';
import { LiteChip } from '../settings/lite-chip';

function NoOrderFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <AssignmentLate color="action" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" gutterBottom>
          {t('orders.noOrderFound')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/orders" sx={{ mt: 2 }}>
          {t('routes.orders')}
        </Button>
      </Paper>
    </Box>
  );
}

const PrintSlot = registeredTab('orders', 'print');

/**
 * The order's header: its number and status, then its customer (the line a technician looks for, wrapped rather
 * than cut on a phone: issue 11's walkthrough found "Ordre 1…" and "Trondheim Ko…" at 360 px), then who is
 * responsible and the net amount. Drawn from the record alone, before the open tab's code: on a phone it is the
 * first thing of the order on the screen (issue 11).
 */
function Header({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5, minWidth: 0 }}>
      <IconButton component={RouterLink} to="/orders" aria-label={t('orders.back')} edge="start">
        <ArrowBack />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1, pt: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500, lineHeight: 1.25 }}>
            {t('orders.orderNumber', { number: order.ordernumber })}
          </Typography>
          {order.statusname ? (
            <LiteChip size="small" color="primary" variant="outlined" label={order.statusname} />
          ) : null}
        </Box>
        {order.customername ? (
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 500, lineHeight: 1.35, mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {order.customername}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {[
            order.responsiblename ?? t('orders.notAssigned'),
            `${t('orders.totals_net')} ${formatNumber(order.totals.net)}`,
          ].join(' · ')}
        </Typography>
      </Box>
      {/* The order documents' "Print / send" menu (printed documents, e-mail, SMS), from the registry. Without a
          Suspense of its own: the header waits for its code (preloaded with the record), since drawn later it
          narrowed the title and moved the page down (CLS 0,16). */}
      {PrintSlot ? (
        <Box sx={{ flexShrink: 0 }}>
          <PrintSlot recordId={order.id} readOnly={readOnly} />
        </Box>
      ) : null}
    </Box>
  );
}

// Issue 11: each tab's code loads with that tab, not with the record (a checklist being filled in does not load the
// order's form). The pointer or the focus on the tab bar loads the others.
const OrderForm = lazyComponent(() => import('./OrderForm').then((m) => m.OrderForm));
const OrderStatusHistory = lazyComponent(() =>
  import('./OrderStatusHistory').then((m) => m.OrderStatusHistory),
);
const OrderDashboardTab = lazyComponent(() => import('./OrderDashboardTab').then((m) => m.OrderDashboardTab));
const OrderLinesTab = lazyComponent(() => import('./OrderLinesTab').then((m) => m.OrderLinesTab));
const OrderDiscountsTab = lazyComponent(() => import('./OrderDiscountsTab').then((m) => m.OrderDiscountsTab));
// The status history below the form is not preloaded: it loads when the form's last section is drawn (a phone
// shows it only after scrolling), so its five small chunks do not queue before the form's first field.
// The tabs' code (and the history below the form), loaded on pointer or focus on the tab bar.
const TAB_CODE = [OrderForm, OrderStatusHistory, OrderDashboardTab, OrderLinesTab, OrderDiscountsTab];
const preloadTabs = () => TAB_CODE.forEach((c) => void c.preload());

// Issue 11: opening an order (any tab), the order is asked for as soon as this chunk runs (first-request.ts;
// index.html has usually asked already), and the header's print menu (drawn later, it narrowed the title and moved
// the page down: CLS 0,16). The open tab's code is not: as on a customer's page, the header (the order's number,
// status and customer, the page's largest text) is drawn first and the tab's code is asked for when the tab is
// drawn, two frames later (AfterFirstPaint), so that its requests (the form's code and its lists) do not queue
// before the header's (session 15 decision, docs/decisions.md).
const opening = openingPage(/^\/orders\/(\d+)\//);
if (opening) {
  const id = orderIdOf(opening.match[1]);
  if (id > 0) startRequest(orderKeys.item(id), () => ordersApi.get(id));
  preloadRegisteredTab('orders', 'print');
}

/**
 * /orders/{id}/{tab} (spec 01 §2): the order with the tabs the user may open. Tabs other modules fill come from the
 * record-tab registry first; this module fills detail (with the status history), dashboard, products and
 * earning_and_discounts; the tabs of modules still to come say so.
 */
export function OrderRecordPage() {
  const { t } = useTranslation();
  const { order_id: param } = useParams();
  const { pathname } = useLocation();
  const { access } = useSession();
  const id = orderIdOf(param);
  const tab = tabOfPath(pathname);
  const rights = orderRights(access);
  const order = useQuery({
    queryKey: orderKeys.item(id),
    queryFn: () => ordersApi.get(id),
    enabled: id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (id === 0 || (order.error && isApiError(order.error) && order.error.status === 404))
    return <NoOrderFound />;
  if (!order.data) return order.isError ? <NoOrderFound /> : <LoadingBar />;

  const o = order.data;
  const tabs = visibleOrderTabs(ROUTES, access);
  const label = (x: string) => t(`orders.tab_${x}`);
  const content = (() => {
    if (registeredTab('orders', tab)) {
      return <RegisteredTab recordModule="orders" tabName={tab} recordId={id} readOnly={!rights.edit} />;
    }
    switch (tab) {
      case 'detail':
        return (
          <OrderForm
            order={o}
            readOnly={!rights.edit}
            after={
              <Box sx={{ maxWidth: 1100 }}>
                <Suspense fallback={null}>
                  <OrderStatusHistory order={o} />
                </Suspense>
              </Box>
            }
          />
        );
      case 'dashboard':
        return <OrderDashboardTab order={o} />;
      case 'products':
        return <OrderLinesTab order={o} readOnly={!rights.edit} />;
      case 'earning_and_discounts':
        return <OrderDiscountsTab order={o} />;
      default:
        return <EmptyTab text={t('orders.tabComesLater', { tab: label(tab) })} construction />;
    }
  })();

  return (
    // The header waits for its print menu's code (see Header), the page's loading bar standing in meanwhile.
    <Suspense fallback={<LoadingBar />}>
      <Box>
        <Header order={o} readOnly={!rights.edit} />
        <RecordTabBar
          tabs={tabs}
          current={tab}
          base={`/orders/${id}`}
          label={t('routes.orders_record')}
          tabLabel={label}
          onPreload={preloadTabs}
        />
        <Suspense fallback={<LoadingBar />}>
          <AfterFirstPaint frames={2}>{content}</AfterFirstPaint>
        </Suspense>
      </Box>
    </Suspense>
  );
}
