// The top bar's search: a plain form (no TextField on the first download) that opens /search_results, where
// customers, contacts, equipment and products of the tenant are searched (spec 01 §2).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';

export function searchResultsPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/search_results?search_text=${encodeURIComponent(trimmed)}` : null;
}

export function TopBarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const to = searchResultsPath(text);
        if (to) void navigate(to);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mx: 2,
        px: 1.5,
        height: 38,
        width: { md: 260, lg: 340 },
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.15)',
        '&:focus-within': { bgcolor: 'rgba(255,255,255,0.25)' },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <Box
        component="input"
        type="search"
        value={text}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.search')}
        maxLength={200}
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          '&::placeholder': { color: 'rgba(255,255,255,0.85)', opacity: 1 },
        }}
      />
    </Box>
  );
}
