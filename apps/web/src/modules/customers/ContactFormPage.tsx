import Box from '@mui/material/Box';
import { LoadingBar } from '../../app/LoadingBar';
import Paper from '@mui/material/Paper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useSession } from '../../platform/session';
import { PageHeader } from '../settings/PageHeader';
import { contactName, customerIdOf, customerRights } from './customer-form.logic';
import { contactKeys, contactsApi } from './customers.api';
import { ContactForm } from './ContactForm';
import { EmptyTab } from './EmptyTab';

/** /contacts/actions/{contact_id?} (spec 01 §2): add a contact, or edit one. ?customerid= preselects the customer. */
export function ContactFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { contact_id: param } = useParams();
  const [search] = useSearchParams();
  const { access } = useSession();
  const rights = customerRights(access, 'contacts');
  const id = customerIdOf(param);
  const isNew = param === undefined || param === '';
  const contact = useQuery({
    queryKey: contactKeys.item(id),
    queryFn: () => contactsApi.get(id),
    enabled: !isNew && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  if (!isNew && (id === 0 || contact.isError)) return <EmptyTab text={t('common.noResults')} />;
  if (!isNew && !contact.data) return <LoadingBar />;
  const title = isNew ? t('customers.addContact') : contactName(contact.data!);
  return (
    <Box sx={{ maxWidth: 820 }}>
      <PageHeader title={title} subtitle={contact.data?.customername ?? undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ContactForm
          key={contact.data?.id ?? 'new'}
          contact={contact.data ?? null}
          customerId={customerIdOf(search.get('customerid') ?? undefined) || null}
          readOnly={isNew ? !rights.add : !rights.edit}
          onSaved={() => navigate('/contacts')}
          onCancel={() => navigate('/contacts')}
          onStale={async () => {
            await queryClient.invalidateQueries({ queryKey: contactKeys.item(id) });
            return queryClient.getQueryData(contactKeys.item(id));
          }}
        />
      </Paper>
    </Box>
  );
}
