import { RecordTabBar } from '../../app/RecordTabBar';
import { DocumentsTab } from '../../platform/uploads/DocumentsTab';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Assignment from '@mui/icons-material/Assignment';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@suite/shared/format/date-format';
import type { Offer } from '@suite/shared/offers/offer.schema';
import { ROUTES } from '@suite/shared/routes/route-table';
import { canAccessRoute } from '@suite/shared/users/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../app/confirm-dialog';
import { RegisteredTab, registeredTab } from '../../app/record-tabs';
import { useSnackbar } from '../../app/snackbar';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { EmptyTab } from '../customers/EmptyTab';
import { problemMessage } from '../settings/api-errors';
import { OfferDetailTab } from './OfferDetailTab';
import { OfferBuildingTab, OfferEarningsTab, OfferEquipmentTab } from './OfferLinkTabs';
import { OfferProductsTab } from './OfferProductsTab';
import { OfferSendDialog } from './OfferSendDialog';
import { offerIdOf, offerRights, tabOfPath } from './offer-view.logic';
import { offerKeys, offersApi } from './offers.api';
import { useOfferErrors } from './use-offer-errors';

function Header({ offer, canEdit }: { offer: Offer; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const errors = useOfferErrors();
  const [sending, setSending] = useState(false);
  const createOrder = async () => {
    const ok = await confirm({ title: t('offers.createOrder'), text: t('offers.createOrderConfirm') });
    if (!ok) return;
    try {
      const made = await offersApi.createOrder(offer.id);
      snackbar.success(t('offers.orderCreated', { number: made.ordernumber }));
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
      navigate(`/orders/${made.order_id}/detail`);
    } catch (error) {
      const field = isApiError(error) ? error.problem.errors?.[0]?.message : undefined;
      snackbar.error(field ? errors.text(field) : problemMessage(error, t('settings.message')));
    }
  };
  const who = offer.customername ?? offer.leadname;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton component={RouterLink} to="/offers" aria-label={t('offers.back')} edge="start">
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }}>
              {t('offers.offerNumber', { number: offer.offernumber })}
            </Typography>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={offer.statusname ?? offer.status}
              data-testid="offer-status"
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[
              who,
              offer.description,
              offer.validuntil ? `${t('offers.field_validuntil')} ${formatDate(offer.validuntil)}` : null,
              offer.sentat ? t('offers.sentAt', { date: formatDateTime(offer.sentat) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canEdit ? (
            <Button variant="contained" startIcon={<Send />} onClick={() => setSending(true)}>
              {t('offers.send')}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            component="a"
            href={`/api/offers/${offer.id}/pdf`}
            target="_blank"
            rel="noopener"
          >
            {t('offers.downloadPdf')}
          </Button>
          {offer.order_id ? (
            <Button
              variant="outlined"
              startIcon={<Assignment />}
              component={RouterLink}
              to={`/orders/${offer.order_id}/detail`}
            >
              {t('offers.openOrder', { number: offer.ordernumber ?? '' })}
            </Button>
          ) : canEdit && offer.customer_id ? (
            <Button variant="outlined" startIcon={<Assignment />} onClick={() => void createOrder()}>
              {t('offers.createOrder')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {offer.response ? (
        <Alert
          severity={offer.response.accepted ? 'success' : 'warning'}
          sx={{ mt: 1 }}
          data-testid="offer-answer"
        >
          {t(offer.response.accepted ? 'offers.answerAccepted' : 'offers.answerDeclined', {
            name: offer.response.name,
            date: formatDateTime(offer.response.respondedat),
          })}
          {offer.response.comment
            ? ` – ${t('offers.answerComment', { comment: offer.response.comment })}`
            : ''}
        </Alert>
      ) : null}
      {canEdit ? <OfferSendDialog offer={offer} open={sending} onClose={() => setSending(false)} /> : null}
    </Box>
  );
}

/**
 * /offers/{id}/{tab} (spec 01 §2): the offer with its tabs detail, products, documents, checklist, images, building,
 * equipments and earning_and_discounts; send, create order and the customer's answer in the header.
 */
export function OfferRecordPage() {
  const { t } = useTranslation();
  const { offer_id: param } = useParams();
  const { pathname } = useLocation();
  const { access } = useSession();
  const id = offerIdOf(param);
  const tab = tabOfPath(pathname);
  const rights = offerRights(access);
  const offer = useQuery({
    queryKey: offerKeys.item(id),
    queryFn: () => offersApi.get(id),
    enabled: id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (id === 0 || offer.isError) return <EmptyTab text={t('offers.noOfferFound')} />;
  if (!offer.data) return <LoadingBar />;
  const o = offer.data;
  const readOnly = !rights.edit;
  const tabs = ROUTES.filter((r) => r.parent === 'offers.record')
    .filter((r) => !access || canAccessRoute(access, r.meta))
    .map((r) => r.path.split('/').pop()!);
  const content = (() => {
    if (registeredTab('offers', tab)) {
      return <RegisteredTab recordModule="offers" tabName={tab} recordId={id} readOnly={readOnly} />;
    }
    switch (tab) {
      case 'detail':
        return <OfferDetailTab key={o.version} offer={o} readOnly={readOnly} />;
      case 'products':
        return <OfferProductsTab offer={o} readOnly={readOnly} />;
      case 'equipments':
        return <OfferEquipmentTab key={o.version} offer={o} readOnly={readOnly} />;
      case 'building':
        return <OfferBuildingTab key={o.version} offer={o} readOnly={readOnly} />;
      case 'earning_and_discounts':
        return <OfferEarningsTab offer={o} />;
      case 'images':
        return <DocumentsTab moduleUrl="offers" recordId={o.id} kind="images" />;
      case 'checklist':
        return <EmptyTab text={t('offers.checklistEmpty')} construction />;
      default:
        return tab === 'documents' ? (
          <DocumentsTab moduleUrl="offers" recordId={o.id} kind="documents" />
        ) : (
          <EmptyTab text={t('offers.documentsEmpty')} />
        );
    }
  })();
  return (
    <Box>
      <Header offer={o} canEdit={rights.edit} />
      <RecordTabBar
        tabs={tabs}
        current={tab}
        base={`/offers/${id}`}
        label={t('offers.offerNumber', { number: o.offernumber })}
        tabLabel={(x) => t(`offers.tab_${x}`)}
      />
      {content}
    </Box>
  );
}
