import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { LoadingBar } from '../../app/LoadingBar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultUnitId, INSURANCE_COST_TYPES, PRODUCT_TYPES } from '@suite/shared/products/product.rules';
import type { ProductDetail } from '@suite/shared/products/product.schema';
import { canChange, hasPermission } from '@suite/shared/users/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { isApiError } from '../../platform/api';
import { applyProblemErrors, errorWithHint } from '../../platform/form-errors';
import { useSession } from '../../platform/session';
import { hasFieldErrors, isStaleSave, problemMessage } from '../settings/api-errors';
import { SaveBar } from '../settings/SaveBar';
import { SettingsSection } from '../settings/SettingsSection';
import { StaleAlert } from '../settings/StaleAlert';
import { FormSwitch } from './FormSwitch';
import { FormText } from './FormText';
import { GrossMarginBox } from './GrossMarginBox';
import { LookupField } from './LookupField';
import { ProductBatchesSection } from './ProductBatchesSection';
import { productFormSchema, productFormValues } from './product-form.logic';
import { productKeys, productsApi } from './products.api';
import { ProductSuppliersSection } from './ProductSuppliersSection';
import { ProductUnitsSection } from './ProductUnitsSection';
import { useLookup } from './use-lookup';
import { useModuleFieldError } from './use-module-field-error';
import { useErrorSummary } from '../settings/use-error-summary';

function Grid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        // minmax(0, 1fr): a plain 1fr grows to its content and pushed the form to 420 px on a phone (issue 12).
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: columns === 3 ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

function NoProductFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <Inventory2Outlined color="action" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" gutterBottom>
          {t('products.noProductFound')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/w_h/products" sx={{ mt: 2 }}>
          {t('products.back')}
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * /w_h/products/advanced_form/{product_id?} (spec 01 §2): the whole product on one page: basics, prices with the
 * live gross margin, units, suppliers, stock and batch numbers. One save, with the version read (412 when stale).
 */
export function ProductFormPage() {
  const { product_id: param } = useParams();
  const id = param === undefined ? null : /^\d+$/.test(param) ? Number(param) : 0;
  const product = useQuery({
    queryKey: productKeys.item(id ?? 0),
    queryFn: () => productsApi.get(id!),
    enabled: id !== null && id > 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const units = useLookup('productunits');
  if (id === 0 || (id !== null && product.isError)) return <NoProductFound />;
  if ((id !== null && !product.data) || !units.isFetched) return <LoadingBar />;
  // A new 'Vare' starts with 'stk', not with the first unit by name ('døgn'; issue 12).
  const firstUnit = defaultUnitId(units.data ?? []) ?? '';
  return <ProductForm key={id ?? 'new'} product={product.data ?? null} firstUnit={firstUnit} />;
}

function ProductForm({ product, firstUnit }: { product: ProductDetail | null; firstUnit: number | '' }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useModuleFieldError('products');
  const isNew = product === null;
  // spec 01 §6: role 3 never changes; others need the add or edit permission of products.
  const readOnly = !(
    access &&
    canChange(access) &&
    hasPermission(access, isNew ? 'products_add' : 'products_edit')
  );
  const [stale, setStale] = useState(false);

  const form = useForm<FieldValues>({
    resolver: zodResolver(productFormSchema as never),
    defaultValues: productFormValues(product, firstUnit),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const errorSummary = useErrorSummary(form.formState, (f) => `products.field_${f}`);
  // spec 01 §2: leaving with unsaved changes asks first.
  const release = useUnsavedChanges(isDirty && !readOnly);
  const [producttype, productgroup, earninggroup, tax, costtype] = useWatch({
    control: form.control,
    name: ['producttype', 'productgroup_id', 'productearninggroup_id', 'producttax_id', 'insurancecosttype'],
  });

  const submit = form.handleSubmit(async (body) => {
    setStale(false);
    try {
      if (isNew) {
        const saved = await productsApi.create({ ...body, isactive: true });
        snackbar.success(t('common.addedSucess'));
        release();
        await queryClient.invalidateQueries({ queryKey: productKeys.all });
        navigate(`/w_h/products/advanced_form/${saved.id}`, { replace: true });
      } else {
        const saved = await productsApi.update(product.id, { ...body, version: product.version });
        snackbar.success(t('common.updatedSuccess'));
        queryClient.setQueryData(productKeys.item(saved.id), saved);
        form.reset(productFormValues(saved));
        void queryClient.invalidateQueries({
          queryKey: productKeys.all,
          predicate: (q) => q.queryKey[2] !== 'item',
        });
      }
    } catch (error) {
      if (isStaleSave(error) && product) {
        // DESIGN: a stale save is 412; the newest version is loaded so the change can be made again on it.
        setStale(true);
        release();
        await queryClient.invalidateQueries({ queryKey: productKeys.item(product.id) });
        return;
      }
      if (hasFieldErrors(error)) {
        applyProblemErrors(error, form.setError);
        return;
      }
      snackbar.error(problemMessage(error, t('settings.message')));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) void submit(event);
  };

  const label = (field: string) => t(`products.field_${field}`);
  const text = (field: string, extra: Partial<Parameters<typeof FormText>[0]> = {}) => (
    <FormText
      control={form.control}
      name={field}
      label={label(field)}
      section="products"
      disabled={readOnly}
      {...extra}
    />
  );
  const lookup = (field: string, resource: string, value: unknown) => (
    <LookupField
      control={form.control}
      name={field}
      label={label(field)}
      resource={resource}
      section="products"
      value={value as number | ''}
      disabled={readOnly}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minWidth: 0 }}>
        <IconButton component={RouterLink} to="/w_h/products" aria-label={t('products.back')} edge="start">
          <ArrowBack />
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 500 }} noWrap>
              {isNew ? t('products.newProduct') : `${product.number} · ${product.name}`}
            </Typography>
            {product && !product.isactive ? (
              <Chip size="small" variant="outlined" label={t('products.inactive')} />
            ) : null}
            {product ? (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t(`products.type_${product.producttype}`)}
              />
            ) : null}
          </Box>
        </Box>
        {isNew ? null : (
          <FormSwitch
            control={form.control}
            name="isactive"
            label={t('products.active')}
            disabled={readOnly}
          />
        )}
      </Box>
      {stale ? <StaleAlert onClose={() => setStale(false)} /> : null}

      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <SettingsSection title={t('products.sectionBasics')}>
          <Grid columns={3}>
            {text('number', { required: true, autoFocus: isNew })}
            {text('shortname')}
            <Controller
              control={form.control}
              name="producttype"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  {...field}
                  label={label('producttype')}
                  required
                  disabled={readOnly}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(fieldState.error)}
                  fullWidth
                >
                  {PRODUCT_TYPES.map((p) => (
                    <MenuItem key={p} value={p}>
                      {t(`products.type_${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Box sx={{ mt: 2 }}>{text('name', { required: true })}</Box>
          {producttype === 'insurance' ? (
            <Box sx={{ mt: 2 }}>
              <Grid>
                <Controller
                  control={form.control}
                  name="insurancecosttype"
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      {...field}
                      value={field.value ?? ''}
                      label={label('insurancecosttype')}
                      required
                      disabled={readOnly}
                      error={Boolean(fieldState.error)}
                      helperText={errorWithHint(fieldError(fieldState.error), t('products.insuranceHelp'))}
                      fullWidth
                    >
                      {INSURANCE_COST_TYPES.map((c) => (
                        <MenuItem key={c} value={c}>
                          {t(`products.costtype_${c}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                {text('insurancecost', {
                  kind: 'number',
                  required: true,
                  suffix: costtype === 'percentage' ? '%' : 'NOK',
                })}
              </Grid>
            </Box>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <Grid columns={3}>
              {lookup('productgroup_id', 'productgroups', productgroup)}
              {lookup('productearninggroup_id', 'productearninggroups', earninggroup)}
              {lookup('producttax_id', 'producttaxes', tax)}
              {text('ean')}
            </Grid>
          </Box>
          <Box sx={{ mt: 2 }}>{text('description', { kind: 'multiline' })}</Box>
        </SettingsSection>

        <SettingsSection title={t('products.sectionPrices')}>
          <Grid columns={3}>
            {text('costprice', { kind: 'number', suffix: 'kr' })}
            {text('saleprice', { kind: 'number', suffix: 'kr' })}
            {text('guideprice', { kind: 'number', suffix: 'kr' })}
          </Grid>
          <Box sx={{ mt: 2 }}>
            <GrossMarginBox control={form.control} />
          </Box>
        </SettingsSection>

        <ProductUnitsSection form={form} readOnly={readOnly} />
        <ProductSuppliersSection form={form} readOnly={readOnly} />

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <SettingsSection title={t('products.sectionStock')} description={t('products.stockHelp')}>
            <FormSwitch
              control={form.control}
              name="isstockitem"
              label={label('isstockitem')}
              disabled={readOnly}
            />
            <Box sx={{ mt: 1 }}>
              <Grid>
                {text('minquantity', { kind: 'number' })}
                {text('maxquantity', { kind: 'number' })}
                {text('restockquantity', { kind: 'number' })}
                {text('deliverydays', { kind: 'number' })}
                {text('packagequantity', { kind: 'number' })}
              </Grid>
            </Box>
          </SettingsSection>
          <SettingsSection title={t('products.sectionDimensions')}>
            <Grid>
              {text('length', { kind: 'number' })}
              {text('width', { kind: 'number' })}
              {text('height', { kind: 'number' })}
              {text('weight', { kind: 'number' })}
            </Grid>
          </SettingsSection>
        </Box>

        <ProductBatchesSection form={form} readOnly={readOnly} />
      </Box>

      {readOnly ? null : (
        <SaveBar
          dirty={isDirty}
          isNew={isNew}
          errorSummary={errorSummary}
          saving={isSubmitting}
          onUndo={() => form.reset()}
        />
      )}
    </Box>
  );
}
