import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ADDRESS_TYPE_NAME,
  ADDRESS_TYPES,
  type AddressType,
} from '@suite/shared/customers/customer-constants';
import type { CustomerAddress } from '@suite/shared/customers/customer.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { AddressDialog } from './AddressDialog';
import { mapLink } from './customer-form.logic';
import { customerKeys, customersApi, type Customer } from './customers.api';
import { formatCoordinates } from '@suite/shared/format/contact-format';

function AddressLines({ address }: { address: CustomerAddress }) {
  const { t } = useTranslation();
  const link = mapLink(address.latitude, address.longitude);
  return (
    <Box sx={{ minWidth: 0 }}>
      {address.street ? <Typography>{address.street}</Typography> : null}
      <Typography>{[address.zip, address.city].filter(Boolean).join(' ')}</Typography>
      {address.country ? <Typography color="text.secondary">{address.country}</Typography> : null}
      {link ? (
        <Link
          href={link}
          target="_blank"
          rel="noopener"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
        >
          <Place fontSize="small" />
          {formatCoordinates(address.latitude, address.longitude)} · {t('customers.openMap')}
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * The address tab: the customer's addresses by the five types of spec 01 §3 (postal, visiting, project, district,
 * invoice), each with coordinates. The postal address (else visiting ...) gives the city the customer list shows.
 */
export function CustomerAddressesTab({ customer, readOnly }: { customer: Customer; readOnly?: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ address: CustomerAddress | null; type: AddressType } | null>(null);
  const addresses = useQuery({
    queryKey: customerKeys.addresses(customer.id),
    queryFn: () => customersApi.addresses(customer.id),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: customerKeys.addresses(customer.id) });
    // The list's city follows the addresses.
    await queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };
  const remove = async (address: CustomerAddress) => {
    if (
      !(await confirm({ title: t('customers.deleteAddressTitle'), text: t('customers.deleteAddressText') }))
    )
      return;
    try {
      await customersApi.removeAddress(customer.id, address.id);
      snackbar.success(t('customers.deletedSuccess', { count: 1 }));
    } catch {
      // the api client has shown the message (spec 01 §8)
    }
    await refresh();
  };

  if (!addresses.data) return <LoadingBar />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
        maxWidth: 1400,
      }}
    >
      {ADDRESS_TYPES.map((type) => {
        const ofType = addresses.data.filter((a) => a.addresstype === type);
        return (
          <Paper
            key={type}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t(`customers.addresstype_${ADDRESS_TYPE_NAME[type]}`)}
              </Typography>
              {readOnly ? null : (
                <Button size="small" startIcon={<Add />} onClick={() => setEditing({ address: null, type })}>
                  {t('customers.add')}
                </Button>
              )}
            </Box>
            {ofType.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('customers.noAddress')}
              </Typography>
            ) : (
              ofType.map((a) => (
                <Box
                  key={a.id}
                  sx={{
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                    pt: 1.5,
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <AddressLines address={a} />
                  </Box>
                  {readOnly ? null : (
                    <>
                      <IconButton
                        size="small"
                        aria-label={t('customers.edit')}
                        onClick={() => setEditing({ address: a, type })}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('customers.delete')}
                        onClick={() => void remove(a)}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </>
                  )}
                </Box>
              ))
            )}
          </Paper>
        );
      })}
      {editing ? (
        <AddressDialog
          customerId={customer.id}
          address={editing.address}
          addresstype={editing.type}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
