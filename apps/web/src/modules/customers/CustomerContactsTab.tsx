import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingBar } from '../../app/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { ActiveChip } from '../settings/ActiveChip';
import { contactName, customerRights } from './customer-form.logic';
import { contactKeys, contactsApi, type Contact, type Customer } from './customers.api';
import { ContactForm } from './ContactForm';
import { EmptyTab } from './EmptyTab';
import { formatPhone } from '@suite/shared/format/contact-format';

/** The customer's contacts tab: its contacts, added and changed in a dialog without leaving the customer. */
export function CustomerContactsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const rights = customerRights(access, 'contacts');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ contact: Contact | null } | null>(null);
  const contacts = useQuery({
    queryKey: contactKeys.ofCustomer(customer.id),
    queryFn: () => contactsApi.list({ match: { customerid: customer.id }, limit: 500 }),
  });
  const close = () => setEditing(null);

  if (!contacts.data)
    return contacts.isError ? <EmptyTab text={t('customers.loadFailed')} /> : <LoadingBar />;
  const items = contacts.data.items;
  return (
    <Box sx={{ maxWidth: 1100 }}>
      {rights.add ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ contact: null })}>
            {t('customers.addContact')}
          </Button>
        </Box>
      ) : null}
      {items.length === 0 ? (
        <EmptyTab text={t('customers.customerContactsEmpty')} />
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('customers.contact_name')}</TableCell>
                <TableCell>{t('customers.contact_jobtitle')}</TableCell>
                <TableCell>{t('customers.contact_mobile')}</TableCell>
                <TableCell>{t('customers.contact_telephone')}</TableCell>
                <TableCell>{t('customers.contact_email')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((c) => (
                <TableRow
                  key={c.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => setEditing({ contact: c })}
                >
                  <TableCell sx={{ fontWeight: 500 }}>{contactName(c)}</TableCell>
                  <TableCell>{c.jobtitle}</TableCell>
                  <TableCell>{formatPhone(c.mobile)}</TableCell>
                  <TableCell>{formatPhone(c.telephone)}</TableCell>
                  <TableCell>
                    {c.email ? (
                      <Link href={`mailto:${c.email}`} onClick={(e) => e.stopPropagation()}>
                        {c.email}
                      </Link>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{c.isactive ? null : <ActiveChip active={false} />}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {editing ? (
        <Dialog open onClose={close} fullWidth maxWidth="sm">
          <DialogTitle>
            {editing.contact ? contactName(editing.contact) : t('customers.addContact')}
          </DialogTitle>
          <DialogContent dividers>
            <ContactForm
              contact={editing.contact}
              customerId={customer.id}
              lockCustomer
              readOnly={editing.contact ? !rights.edit : !rights.add}
              onSaved={() => {
                close();
                void queryClient.invalidateQueries({ queryKey: contactKeys.all });
              }}
              onCancel={close}
              onStale={async () => {
                const fresh = await contactsApi.get(editing.contact!.id);
                return fresh;
              }}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </Box>
  );
}
