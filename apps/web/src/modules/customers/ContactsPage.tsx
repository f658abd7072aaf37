import type { ResourceColumn } from '../settings/resource.types';
import { ResourceListPage } from '../settings/ResourceListPage';
import { useSession } from '../../platform/session';
import { customerRights } from './customer-form.logic';
import { ImportExportButtons } from './ImportExportButtons';
import { formatPhone } from '@suite/shared/format/contact-format';

const COLUMNS: ResourceColumn[] = [
  { field: 'firstname', headerName: 'customers.contact_firstname', flex: 1 },
  { field: 'lastname', headerName: 'customers.contact_lastname', flex: 1 },
  {
    field: 'customerid',
    headerName: 'customers.contact_customerid',
    flex: 1.5,
    sortable: false,
    format: (_v, row) => String(row.customername ?? ''),
  },
  { field: 'jobtitle', headerName: 'customers.contact_jobtitle', flex: 1 },
  {
    field: 'mobile',
    headerName: 'customers.contact_mobile',
    flex: 1,
    format: (v) => formatPhone(typeof v === 'string' ? v : null),
  },
  { field: 'email', headerName: 'customers.contact_email', flex: 1.5, minWidth: 180 },
  { field: 'isactive', headerName: 'customers.filterStatus', type: 'active' },
];

/** /contacts (spec 01 §2): every contact of the tenant; a row opens /contacts/actions/{id}. */
export function ContactsPage() {
  const { access } = useSession();
  const rights = customerRights(access, 'contacts');
  return (
    <ResourceListPage
      resource="contacts"
      title="routes.contacts"
      addLabel="customers.addContact"
      columns={COLUMNS}
      defaultSort={{ firstname: 1 }}
      editPath={(id) => (id === 'new' ? '/contacts/actions' : `/contacts/actions/${id}`)}
      hideOnNarrow={['lastname', 'jobtitle', 'email', 'customerid']}
      actions={
        <ImportExportButtons
          resource="contacts"
          fieldLabel={(f) => `customers.contact_${f}`}
          canImport={rights.add}
        />
      }
    />
  );
}
