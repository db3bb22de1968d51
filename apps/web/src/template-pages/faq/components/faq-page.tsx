import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
// The home page's help card asks the same call; sharing its query shares the cached answer.
import { useFaq } from '../../../features/farm-records/dashboard/api/get-faq.ts';
import { countText } from '../../../lib/translator.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { searchFaq } from '../faq-search.ts';
import { useFaqTexts } from '../locales/use-faq-texts.ts';
import { FaqHeader } from './faq-header.tsx';
import { FaqList } from './faq-list.tsx';

/** `/pages/faq`: the questions, searchable by question and answer. */
export function FaqPage() {
  const texts = useFaqTexts();
  const language = useShellLanguage();
  const faq = useFaq();
  const [search, setSearch] = useState('');
  const items = faq.data ?? [];
  const shown = searchFaq(items, search);

  return (
    <Box data-testid="faq-page" sx={{ pb: 4 }}>
      <FaqHeader texts={texts} search={search} onSearch={setSearch} />
      <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, pt: 3 }}>
        {faq.isPending ? (
          <LoadingState />
        ) : faq.isError ? (
          <ErrorState
            title={texts.loadFailed}
            error={faq.error}
            onRetry={() => void faq.refetch()}
          />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {texts.empty}
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary" role="status" sx={{ mb: 2 }} data-testid="faq-count">
              {countText(texts.count, items.length, language, { shown: shown.length })}
            </Typography>
            {shown.length === 0 ? (
              <Box sx={{ p: 4, textAlign: 'center' }} data-testid="faq-no-match">
                <Typography color="text.secondary">
                  {fillText(texts.noMatch, { search: search.trim() })}
                </Typography>
                <Button sx={{ mt: 1 }} onClick={() => setSearch('')}>
                  {texts.clearSearch}
                </Button>
              </Box>
            ) : (
              <FaqList items={shown} />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
