import { RecordTabBar } from '../../app/RecordTabBar';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonOff from '@mui/icons-material/PersonOff';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@suite/shared/routes/route-table';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { lazyComponent } from '../../platform/lazy-component';
import { AfterFirstPaint } from '../settings/use-stepwise';
import { useSession } from '../../platform/session';
import { customerIdOf, customerRights, tabOfPath, visibleTabs } from './customer-form.logic';
import { customerKeys, customersApi, type Customer } from './customers.api';
import { EmptyTab } from './EmptyTab';
import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import { formatOrganisationNumber } from '@suite/shared/format/contact-format';
import { openingPage, startRequest } from '../settings/first-request';
import { LiteChip } from '../settings/lite-chip';

function NoCustomerFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <PersonOff color="action" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" gutterBottom>
          {t('common.noCustomerFound')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/customers" sx={{ mt: 2 }}>
          {t('routes.customers')}
        </Button>
      </Paper>
    </Box>
  );
}

function Header({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const facts = [
    customer.customernumber ? t('customers.customerNumberShort', { number: customer.customernumber }) : null,
    customer.organizationnumber
      ? t('customers.orgNumberShort', { number: formatOrganisationNumber(customer.organizationnumber) })
      : null,
    customer.city,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minWidth: 0 }}>
      <IconButton component={RouterLink} to="/customers" aria-label={t('customers.back')} edge="start">
        <ArrowBack />
      </IconButton>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }} noWrap>
            {customer.name}
          </Typography>
          {customer.isfavourite ? (
            <Star sx={{ color: 'warning.main' }} titleAccess={t('customers.field_isfavourite')} />
          ) : null}
          {!customer.isactive ? (
            <LiteChip size="small" variant="outlined" label={t('customers.inactive')} />
          ) : null}
          {customer.issupplier ? (
            <LiteChip size="small" color="secondary" label={t('customers.field_issupplier')} />
          ) : null}
          {customer.customertype === 'private' ? (
            <LiteChip size="small" variant="outlined" label={t('customers.customertype_private')} />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

// Issue 11: each tab's code loads with that tab, not with the record: the record's first view (its header and the
// open tab) downloads and runs only what it shows. The pointer or the focus on the tab bar loads the others.
const CustomerForm = lazyComponent(() => import('./CustomerForm').then((m) => m.CustomerForm));
const CustomerContactsTab = lazyComponent(() =>
  import('./CustomerContactsTab').then((m) => m.CustomerContactsTab),
);
const CustomerAddressesTab = lazyComponent(() =>
  import('./CustomerAddressesTab').then((m) => m.CustomerAddressesTab),
);
const CustomerDiscountsTab = lazyComponent(() =>
  import('./CustomerDiscountsTab').then((m) => m.CustomerDiscountsTab),
);
const DocumentsTab = lazyComponent(() =>
  import('../../platform/uploads/DocumentsTab').then((m) => m.DocumentsTab),
);
const TAB_CODE: Record<string, { preload(): Promise<unknown> }> = {
  detail: CustomerForm,
  contacts: CustomerContactsTab,
  address: CustomerAddressesTab,
  earning_and_discounts: CustomerDiscountsTab,
  documents: DocumentsTab,
};
const preloadTabs = () => Object.values(TAB_CODE).forEach((tab) => void tab.preload());

// Issue 11: opening a customer (any tab), the customer is asked for as soon as this chunk runs (first-request.ts;
// index.html has usually asked already). The open tab's code is not: the customer's header (its name, the page's
// largest text) is drawn first, and the tab's code is asked for when the tab is drawn, a frame later
// (AfterFirstPaint), so that its ten-odd requests do not queue before the header's (session 14 decision).
const opening = openingPage(/^\/customers\/(\d+)\//);
if (opening) {
  const id = customerIdOf(opening.match[1]);
  if (id > 0) startRequest(customerKeys.item(id), () => customersApi.get(id));
}

/**
 * /customers/{id}/{tab} (spec 01 §2): the customer with the tab bar of every tab the user may open. Master data
 * tabs have their content; tabs of modules not built yet say so.
 */
export function CustomerRecordPage() {
  const { t } = useTranslation();
  const { customer_id: param } = useParams();
  const { pathname } = useLocation();
  const { access } = useSession();
  const id = customerIdOf(param);
  const tab = tabOfPath(pathname);
  const rights = customerRights(access);

  const customer = useQuery({
    queryKey: customerKeys.item(id),
    queryFn: () => customersApi.get(id),
    enabled: id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (id === 0 || (customer.error && isApiError(customer.error) && customer.error.status === 404)) {
    return <NoCustomerFound />;
  }
  if (!customer.data) return customer.isError ? <NoCustomerFound /> : <LoadingBar />;

  const tabs = visibleTabs(ROUTES, access);
  const c = customer.data;
  const content = (() => {
    if (registeredTab('customers', tab)) {
      return <RegisteredTab recordModule="customers" tabName={tab} recordId={id} readOnly={!rights.edit} />;
    }
    switch (tab) {
      case 'detail':
        return <CustomerForm customer={c} readOnly={!rights.edit} />;
      case 'contacts':
        return <CustomerContactsTab customer={c} />;
      case 'address':
        return <CustomerAddressesTab customer={c} readOnly={!rights.edit} />;
      case 'earning_and_discounts':
        return <CustomerDiscountsTab customer={c} readOnly={!rights.edit} />;
      case 'netprices':
        return <EmptyTab text={t('customers.netpricesEmpty')} />;
      case 'documents':
        return <DocumentsTab moduleUrl="customers" recordId={id} kind="documents" />;
      default:
        return (
          <EmptyTab text={t('customers.tabNotAvailable', { tab: t(`customers.tab_${tab}`) })} construction />
        );
    }
  })();

  return (
    <Box>
      <Header customer={c} />
      <RecordTabBar
        tabs={tabs.map((x) => x.tab)}
        current={tab}
        base={`/customers/${id}`}
        label={t('routes.customers_record')}
        tabLabel={(x) => t(`customers.tab_${x}`)}
        onPreload={preloadTabs}
      />
      <Suspense fallback={<LoadingBar />}>
        <AfterFirstPaint frames={2}>{content}</AfterFirstPaint>
      </Suspense>
    </Box>
  );
}
