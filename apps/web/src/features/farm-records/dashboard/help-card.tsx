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
              <Typography
                component="span"
                dir="auto"
                sx={{ fontWeight: 600 }}
                data-testid={index === 0 ? 'faq-first-question' : undefined}
              >
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 0, pt: 0 }}>
              <Typography variant="body2" color="text.secondary" dir="auto">
                {item.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </IconCard>
  );
}
