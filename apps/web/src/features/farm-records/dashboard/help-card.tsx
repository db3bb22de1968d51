import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useFaq } from './api/get-faq.ts';
import { IconCard } from './icon-card.tsx';
import { DataText } from '../../../components/data-text.tsx';

const SHOWN_QUESTIONS = 6;

export function HelpCard() {
  const { t } = useTranslation();
  const faq = useFaq();
  const [expanded, setExpanded] = useState<string | false>(false);

  return (
    <IconCard
      title={t('home.help.title')}
      subtitle={t('home.help.subtitle')}
      icon={<HelpCenterOutlinedIcon />}
      data-testid="help-card"
    >
      {faq.isPending ? (
        <LoadingState />
      ) : faq.isError ? (
        <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />
      ) : faq.data.length === 0 ? (
        <Typography color="text.secondary">{t('home.help.empty')}</Typography>
      ) : (
        faq.data.slice(0, SHOWN_QUESTIONS).map((item, index) => (
          <Accordion
            key={item.id}
            disableGutters
            elevation={0}
            expanded={expanded === item.id}
            onChange={(_event, open) => setExpanded(open ? item.id : false)}
            sx={{
              bgcolor: 'transparent',
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
              '&::before': { display: 'none' },
            }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
              <DataText
                component="span"
                sx={{ fontWeight: 600 }}
                data-testid={index === 0 ? 'faq-first-question' : undefined}
              >
                {item.question}
              </DataText>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 0, pt: 0 }}>
              <DataText variant="body2" color="text.secondary">
                {item.answer}
              </DataText>
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </IconCard>
  );
}
