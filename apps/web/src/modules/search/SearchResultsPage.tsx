import Contacts from '@mui/icons-material/Contacts';
import Inventory2 from '@mui/icons-material/Inventory2';
import People from '@mui/icons-material/People';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import SearchIcon from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { LoadingBar } from '../../app/LoadingBar';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchResults,
} from '@suite/shared/customers/search.types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../platform/api';

const ICONS: Record<SearchGroup, typeof People> = {
  customers: People,
  contacts: Contacts,
  equipment: PrecisionManufacturing,
  products: Inventory2,
};

/**
 * /search_results?search_text= (spec 01 §2): customers, contacts, equipment and products of the tenant that match,
 * grouped, each hit linking to its record; 'no results' when nothing matches. The top bar has no search field yet,
 * so this page has its own.
 */
export function SearchResultsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = (params.get('search_text') ?? '').trim();
  const [input, setInput] = useState(text);
  // Back and forward change the text in the address: the field follows it.
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setInput(text);
  }

  const results = useQuery({
    queryKey: ['search', text],
    queryFn: () => api.get<SearchResults>('search', { text }),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(input.trim() ? { search_text: input.trim() } : {}, { replace: false });
  };

  const groups = results.data?.groups ?? [];
  const nothing = results.data !== undefined && groups.every((g) => g.hits.length === 0);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 500, mb: 2 }}>
        {t('routes.search_results')}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <TextField
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('search.placeholder')}
          autoFocus={!text}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': t('search.placeholder'), maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained">
          {t('search.button')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text && text.length < SEARCH_MIN_LENGTH ? t('search.tooShort') : t('search.hint')}
      </Typography>
      {results.isFetching ? <LoadingBar sx={{ mb: 2 }} /> : null}

      {nothing ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <SearchOff color="action" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography>{t('common.noResults')}</Typography>
        </Paper>
      ) : null}

      {results.data && !nothing ? (
        <>
          <Typography variant="subtitle1" sx={{ mb: 1.5 }}>
            {t('search.resultsFor', { text: results.data.text })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            {groups.map((g) => {
              const Icon = ICONS[g.group];
              return (
                // A labelled section is a region: screen readers can jump from group to group.
                <Paper
                  key={g.group}
                  variant="outlined"
                  component="section"
                  aria-labelledby={`search-group-${g.group}`}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
                    <Icon color="primary" fontSize="small" aria-hidden />
                    <Typography
                      id={`search-group-${g.group}`}
                      variant="subtitle1"
                      component="h2"
                      sx={{ fontWeight: 600, flex: 1 }}
                    >
                      {t(`search.group_${g.group}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {g.more ? `${g.hits.length}+` : g.hits.length}
                    </Typography>
                  </Box>
                  {g.hits.length === 0 ? (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                      {t('search.groupEmpty')}
                    </Typography>
                  ) : (
                    <List dense>
                      {g.hits.map((hit) => (
                        <ListItemButton key={hit.id} component={RouterLink} to={hit.link}>
                          <ListItemText
                            primary={hit.title}
                            secondary={
                              [
                                hit.matched
                                  ? `${t(`search.matched_${hit.matched.field}`)}: ${hit.matched.value}`
                                  : null,
                                hit.subtitle || null,
                              ]
                                .filter(Boolean)
                                .join(' · ') || undefined
                            }
                          />
                        </ListItemButton>
                      ))}
                    </List>
                  )}
                  {g.more ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{ px: 2, pb: 1.5 }}
                    >
                      {t('search.more', { count: SEARCH_GROUP_LIMIT })}
                    </Typography>
                  ) : null}
                </Paper>
              );
            })}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
