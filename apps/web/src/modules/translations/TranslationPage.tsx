import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { LANGUAGES, type Language } from '@suite/shared/tenants/modules';
import type { TranslationItem } from '@suite/shared/translations/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../app/confirm-dialog';
import { useSnackbar } from '../../app/snackbar';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { api } from '../../platform/api';
import { reloadTranslations } from '../../platform/i18n';
import { LANGUAGE_NAMES } from '../../platform/language';
import { useSession } from '../../platform/session';
import { problemMessage } from '../settings/api-errors';
import { gridLocaleText } from '../settings/data-grid-locale';
import { PageHeader } from '../settings/PageHeader';
import { SaveBar } from '../settings/SaveBar';
import { useDebouncedValue } from '../settings/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../settings/resource-list.logic';
import { useNarrowScreen } from '../settings/use-narrow-screen';
import {
  LANGUAGE_FIELDS,
  applyEdit,
  changedCount,
  changedItems,
  filterRows,
  itemId,
  rowsWithEdits,
  sectionsOf,
  type Edits,
  type LanguageField,
  type TranslationRow,
} from './translation-edit.logic';

const translationsKey = ['tenanttranslation'] as const;

/** /translation: the tenant's own wording of every text, in all four languages (spec 01 §1, §7). */
export function TranslationPage() {
  const { t } = useTranslation();
  const { language } = useSession();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>({});
  const [section, setSection] = useState('');
  const [searchText, setSearchText] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [saving, setSaving] = useState(false);
  const narrow = useNarrowScreen();
  // A phone has room for one language column: the user's own unless they pick another.
  const [phoneLanguage, setPhoneLanguage] = useState<Language>(language);
  // spec 01 §9: search debounce 500 ms, as every list's search.
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const translations = useQuery({
    queryKey: translationsKey,
    queryFn: () => api.get<TranslationItem[]>('tenanttranslation'),
    staleTime: 0,
  });
  const items = useMemo(() => translations.data ?? [], [translations.data]);
  const byId = useMemo(() => new Map(items.map((i) => [itemId(i), i])), [items]);
  const sections = useMemo(() => sectionsOf(items), [items]);
  const rows = useMemo(
    () => filterRows(rowsWithEdits(items, edits), { section, search, changedOnly }),
    [items, edits, section, search, changedOnly],
  );
  const count = changedCount(edits);
  useUnsavedChanges(count > 0);

  const processRowUpdate = useCallback(
    (next: TranslationRow, previous: TranslationRow) => {
      const original = byId.get(previous.id);
      if (!original) return previous;
      setEdits((current) => {
        let updated = current;
        for (const field of LANGUAGE_FIELDS) {
          if (next[field] !== previous[field])
            updated = applyEdit(updated, original, field, next[field] ?? '');
        }
        return updated;
      });
      return next;
    },
    [byId],
  );

  const save = async () => {
    const body = changedItems(items, edits);
    if (body.length === 0) return;
    setSaving(true);
    try {
      const merged = await api.put<TranslationItem[]>('tenanttranslation', { items: body }, { silent: true });
      if (Array.isArray(merged)) queryClient.setQueryData(translationsKey, merged);
      else await queryClient.invalidateQueries({ queryKey: translationsKey });
      setEdits({});
      // The new wording shows at once, without a reload of the page.
      await reloadTranslations();
      snackbar.success(t('common.updatedSuccess'));
    } catch (error) {
      snackbar.error(problemMessage(error, t('settings.message')));
    } finally {
      setSaving(false);
    }
  };

  const undo = async () => {
    const ok = await confirm({ title: t('settings.discardTitle'), text: t('settings.discardText') });
    if (ok) setEdits({});
  };

  const columns = useMemo<GridColDef<TranslationRow>[]>(
    () => [
      {
        field: 'key',
        headerName: t('settings.translationKey'),
        flex: 1,
        minWidth: narrow ? 130 : 170,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, lineHeight: 1.35, wordBreak: 'break-word' }}>
            <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{row.sectionkey}</Box>
            <Box sx={{ typography: 'body2', fontFamily: 'monospace' }}>{row.key}</Box>
          </Box>
        ),
      },
      ...(narrow ? [phoneLanguage] : LANGUAGES).map((lang): GridColDef<TranslationRow> => ({
        field: `${lang}_value`,
        headerName: LANGUAGE_NAMES[lang],
        flex: 1.4,
        minWidth: narrow ? 160 : 190,
        editable: true,
        sortable: true,
        cellClassName: (params) =>
          params.row.changed.includes(`${lang}_value` as LanguageField)
            ? 'translation-changed'
            : params.row.saved.includes(`${lang}_value` as LanguageField)
              ? 'translation-saved'
              : '',
        renderCell: ({ value }) => (
          <Box sx={{ py: 1, lineHeight: 1.4, whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {value ? (
              String(value)
            ) : (
              <Box component="em" sx={{ color: 'text.disabled' }}>
                {t('settings.emptyText')}
              </Box>
            )}
          </Box>
        ),
      })),
    ],
    [t, narrow, phoneLanguage],
  );

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('settings.translationsTitle')} subtitle={t('settings.translationsDescription')} />
      {translations.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('settings.loadFailed')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <TextField
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            size="small"
            label={t('settings.section')}
            value={section}
            onChange={(e) => setSection(e.target.value)}
            sx={{ flex: '0 1 220px', minWidth: 160 }}
          >
            <MenuItem value="">{t('settings.allSections')}</MenuItem>
            {sections.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={t('settings.searchTexts')}
            sx={{ flex: '1 1 240px', maxWidth: { sm: 380 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('settings.searchTexts') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {narrow ? (
            <TextField
              select
              size="small"
              label={t('settings.language')}
              value={phoneLanguage}
              onChange={(e) => setPhoneLanguage(e.target.value as Language)}
              sx={{ flex: '1 1 140px' }}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <FormControlLabel
            control={<Checkbox size="small" checked={changedOnly} onChange={(_, on) => setChangedOnly(on)} />}
            label={t('settings.changedOnly')}
          />
        </Box>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={translations.isFetching}
          autoHeight
          getRowHeight={() => 'auto'}
          editMode="cell"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={() => undefined}
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          pageSizeOptions={[25, 50, 100]}
          disableRowSelectionOnClick
          disableColumnFilter
          localeText={{ ...gridLocaleText(language), noRowsLabel: t('settings.noMatches') }}
          sx={{
            border: 0,
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-cell--editable': { cursor: 'text' },
            '& .MuiDataGrid-cell--editable:hover': { bgcolor: 'action.hover' },
            '& .translation-changed': { bgcolor: 'rgba(255, 193, 7, 0.16)' },
            // The tenant's own saved text: a bar in the primary colour at the cell's start (issue 12).
            '& .translation-saved': { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
      <SaveBar
        dirty={count > 0}
        saving={saving}
        onUndo={() => void undo()}
        onSave={() => void save()}
        status={count > 0 ? t('settings.textsChanged', { count }) : t('settings.translationsHint')}
      />
    </Box>
  );
}
