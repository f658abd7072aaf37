import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@suite/shared/format/date-format';
import type { PublicOffer } from '@suite/shared/offers/offer.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { i18next, loadLanguage } from '../../platform/i18n';
import { money, percentText, quantityText } from './offer-view.logic';
import { publicOfferApi } from './offers.api';
import { publicLanguage } from './public-language';
import { useOfferErrors } from './use-offer-errors';

type State =
  | { kind: 'loading' }
  | { kind: 'expired' }
  | { kind: 'error' }
  | { kind: 'offer'; offer: PublicOffer }
  | { kind: 'answered'; accepted: boolean };

const isGone = (error: unknown) => isApiError(error) && error.status === 410;

/**
 * /offermail_status?token=... (spec 02 §4, §6; no main layout, no login): the offer the customer was sent, with
 * Accept and Decline, the customer's name and a comment. A used or expired link says so (spec 02 §8 'token
 * expired'): the API's 410 is shown here, not swallowed as elsewhere.
 */
export function OfferAnswerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'expired' });
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useOfferErrors();

  useEffect(() => {
    const lang = publicLanguage(
      params.get('lang'),
      typeof navigator === 'undefined' ? [] : navigator.languages,
    );
    if (lang !== i18next.language) void loadLanguage(lang);
  }, [params]);
  useEffect(() => {
    if (!token) return;
    publicOfferApi
      .get(token)
      .then((offer) => setState({ kind: 'offer', offer }))
      .catch((error: unknown) => setState({ kind: isGone(error) ? 'expired' : 'error' }));
  }, [token]);

  const answer = async (accepted: boolean) => {
    errors.clear();
    setBusy(true);
    try {
      await publicOfferApi.respond(token, { accepted, name, ...(comment.trim() ? { comment } : {}) });
      setState({ kind: 'answered', accepted });
    } catch (error) {
      if (isGone(error)) setState({ kind: 'expired' });
      else if (!errors.take(error)) setState({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const frame = (children: React.ReactNode) => (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 1, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 4 } }}>{children}</Paper>
    </Box>
  );
  if (state.kind === 'loading') return frame(<CircularProgress aria-label="…" />);
  if (state.kind === 'expired') {
    return frame(
      <Alert severity="warning" data-testid="offer-token-expired">
        {t('offers.public_tokenExpired')}
      </Alert>,
    );
  }
  if (state.kind === 'error') return frame(<Alert severity="error">{t('offers.public_error')}</Alert>);
  if (state.kind === 'answered') {
    return frame(
      <Alert severity={state.accepted ? 'success' : 'info'} data-testid="offer-answered">
        {t(state.accepted ? 'offers.public_thanksAccepted' : 'offers.public_thanksDeclined')}
      </Alert>,
    );
  }
  const o = state.offer;
  return frame(
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {o.company.logo ? (
          <Box
            component="img"
            src={o.company.logo}
            alt={o.company.name}
            sx={{ maxHeight: 64, maxWidth: 200 }}
          />
        ) : null}
        <Box>
          <Typography variant="h6" component="p">
            {o.company.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              o.company.address,
              o.company.orgnumber ? t('offers.public_orgnumber', { number: o.company.orgnumber }) : null,
              o.company.phone,
              o.company.email,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>
      <Box>
        <Typography variant="h5" component="h1">
          {t('offers.public_title', { number: o.offernumber, company: o.company.name })}
        </Typography>
        {o.description ? <Typography variant="subtitle1">{o.description}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {o.customername ? `${t('offers.public_to', { customer: o.customername })} · ` : ''}
          {t('offers.public_dates', {
            date: formatDate(o.offerdate),
            valid: o.validuntil ? formatDate(o.validuntil) : '–',
          })}
        </Typography>
      </Box>
      {o.offertext ? <Typography sx={{ whiteSpace: 'pre-line' }}>{o.offertext}</Typography> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('offers.line_name')}</TableCell>
              <TableCell align="right">{t('offers.line_quantity')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('offers.line_unitprice')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('offers.line_discount')}
              </TableCell>
              <TableCell align="right">{t('offers.line_net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {o.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{l.name}</TableCell>
                <TableCell align="right">
                  {quantityText(l.quantity)} {l.unit ?? ''}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {money(l.unitprice)}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {l.discount === '0.00' ? '' : `${percentText(l.discount)} %`}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(l.net)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          justifySelf: 'end',
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        <Box component="dt">{t('offers.totalNet')}</Box>
        <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
          {money(o.totals.net)}
        </Box>
        {o.totals.vatrates.map((r) => (
          <Box key={r.rate} sx={{ display: 'contents' }}>
            <Box component="dt">{t('offers.vatAt', { rate: percentText(r.rate), base: money(r.base) })}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {money(r.amount)}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 600 }}>
          {t('offers.totalGross')}
        </Box>
        <Box
          component="dd"
          sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}
          data-testid="public-total-gross"
        >
          {money(o.totals.gross)}
        </Box>
      </Box>
      {o.pdf ? (
        <Box>
          <Button
            component="a"
            href={`/api/openapi/offers/${encodeURIComponent(token)}/pdf?lang=${i18next.language}`}
            target="_blank"
            rel="noopener"
          >
            {t('offers.downloadPdf')}
          </Button>
        </Box>
      ) : null}
      {o.deliveryterms ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {o.deliveryterms}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('offers.public_yourName')}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(errors.of('name'))}
          helperText={errors.of('name')}
          autoComplete="name"
        />
        <TextField
          label={t('offers.public_comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={Boolean(errors.of('comment'))}
          helperText={errors.of('comment')}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void answer(false)}>
          {t('offers.public_decline')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void answer(true)}>
          {t('offers.public_accept')}
        </Button>
      </Box>
    </Box>,
  );
}
