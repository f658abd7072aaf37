import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatNumber } from '@suite/shared/format/index';
import { PRODUCT_TYPES } from '@suite/shared/products/product.rules';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session';
import { useRememberedState } from '../../platform/remembered-state';
import { ImportExportButtons } from '../customers/ImportExportButtons';
import { ResourceListPage } from '../settings/ResourceListPage';
import type { ResourceColumn } from '../settings/resource.types';

/**
 * /w_h/products (spec 01 §2 "Products and warehouse"): the product register with server paging, sorting and search
 * (spec 01 §9), a product type filter, import and export; a row opens the advanced form.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { access } = useSession();
  // The type filter survives opening a product and coming back (issue 12).
  const [type, setType] = useRememberedState('/w_h/products:type', '');
  const mayImport = Boolean(access && canChange(access) && hasPermission(access, 'products_add'));

  const columns = useMemo<ResourceColumn[]>(
    () => [
      { field: 'number', headerName: 'products.field_number', flex: 0.7, minWidth: 130 },
      { field: 'name', headerName: 'products.field_name', flex: 2, minWidth: 220 },
      {
        field: 'producttype',
        headerName: 'products.field_producttype',
        flex: 0.6,
        minWidth: 100,
        format: (v) => (v ? t(`products.type_${String(v)}`) : ''),
      },
      {
        field: 'costprice',
        headerName: 'products.field_costprice',
        type: 'number',
        flex: 0.7,
        minWidth: 110,
      },
      {
        field: 'saleprice',
        headerName: 'products.field_saleprice',
        type: 'number',
        flex: 0.7,
        minWidth: 110,
      },
      {
        field: 'grossmargin',
        headerName: 'products.field_grossmargin',
        flex: 0.7,
        minWidth: 135,
        format: (v) => (v === null || v === undefined ? '' : `${formatNumber(v as number)} %`),
      },
      {
        field: 'isstockitem',
        headerName: 'products.field_isstockitem',
        type: 'boolean',
        flex: 0.5,
        minWidth: 100,
      },
      { field: 'isactive', headerName: 'products.field_isactive', type: 'active' },
    ],
    [t],
  );
  const match = useMemo(() => (type ? { producttype: type } : undefined), [type]);

  return (
    <ResourceListPage
      resource="products"
      title="products.listTitle"
      addLabel="products.newProduct"
      description="products.listDescription"
      columns={columns}
      editPath={(id) => (id === 'new' ? '/w_h/products/advanced_form' : `/w_h/products/advanced_form/${id}`)}
      defaultSort={{ number: 1 }}
      match={match}
      hideOnNarrow={['costprice', 'grossmargin', 'isstockitem', 'producttype']}
      actions={
        <>
          <TextField
            select
            size="small"
            value={type}
            onChange={(e) => setType(e.target.value)}
            label={t('products.field_producttype')}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('products.allTypes')}</MenuItem>
            {PRODUCT_TYPES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`products.type_${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <ImportExportButtons
            resource="products"
            fieldLabel={(f) => `products.field_${f}`}
            canImport={mayImport}
            filter={{ match }}
          />
        </>
      }
    />
  );
}
