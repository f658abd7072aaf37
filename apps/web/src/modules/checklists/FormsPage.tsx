// /checklist_forms (spec 02 §2 settings, §5 "Form builder"): the forms, newest version of each, and the builder
// for one (?form=<id> or ?form=new, so the browser's back button returns to the list).
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import { LoadingBar } from '../../app/LoadingBar';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@suite/shared';
import { EmptyTab } from '../customers/EmptyTab';
import { RowsTable } from '../orders/RowsTable';
import { formKeys, formsApi } from './checklists.api';
import { FormBuilder } from './FormBuilder';

export function FormsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = params.get('form');
  const [includeinactive, setIncludeInactive] = useState(false);
  const list = useQuery({
    queryKey: formKeys.list({ includeinactive }),
    queryFn: () => formsApi.list({ includeinactive }),
    enabled: !open,
  });
  const categories = useQuery({
    queryKey: ['checklists', 'categories'],
    queryFn: formsApi.categories,
    staleTime: 60_000,
  });
  const go = (form: string | null, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (form) next.set('form', form);
        else next.delete('form');
        return next;
      },
      { replace },
    );

  if (open) {
    const id = open === 'new' ? null : Number(open) || null;
    return (
      <FormBuilder
        formId={id}
        onClose={(savedId) => go(savedId ? String(savedId) : null, Boolean(savedId))}
      />
    );
  }
  const categoryName = (id: unknown) => categories.data?.find((c) => c.id === id)?.name ?? '';
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('checklists.forms_title')}
        </Typography>
        <FormControlLabel
          label={t('checklists.showInactive')}
          control={
            <Switch checked={includeinactive} onChange={(e) => setIncludeInactive(e.target.checked)} />
          }
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => go('new')}>
          {t('checklists.newForm')}
        </Button>
      </Box>
      {!list.data ? (
        list.isError ? (
          <EmptyTab text={t('checklists.loadFailed')} />
        ) : (
          <LoadingBar />
        )
      ) : list.data.items.length === 0 ? (
        <EmptyTab text={t('checklists.noForms')} />
      ) : (
        <RowsTable
          label={t('checklists.forms_title')}
          rows={list.data.items}
          onOpen={(f) => go(String(f.id))}
          columns={[
            { label: t('checklists.formName'), cell: (f) => f.name, minWidth: 200 },
            { label: t('checklists.category'), cell: (f) => f.categoryname ?? categoryName(f.category) },
            { label: t('checklists.formVersion'), cell: (f) => f.formversion ?? 1 },
            {
              label: t('checklists.active'),
              cell: (f) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={f.isactive ? 'success' : 'default'}
                  label={f.isactive ? t('checklists.active') : t('checklists.inactive')}
                />
              ),
            },
            { label: t('checklists.updated'), cell: (f) => formatDateTime(f.updated_on), nowrap: true },
          ]}
        />
      )}
    </Box>
  );
}
