import type { FaqItem } from '@flockbook/mock-api/faq';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import { useState } from 'react';
import { DataText } from '../../../components/data-text.tsx';

/** The questions as expanding panels; one open at a time; Enter or Space opens one. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<string | false>(false);
  return (
    <div data-testid="faq-list">
      {items.map((item) => (
        <Accordion
          key={item.id}
          expanded={open === item.id}
          onChange={(_event, expanded) => setOpen(expanded ? item.id : false)}
          data-testid="faq-item"
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${item.id}-question`}
            aria-controls={`faq-${item.id}-answer`}
          >
            <DataText component="span" sx={{ fontWeight: 600 }}>
              {item.question}
            </DataText>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-answer`}>
            <DataText color="text.secondary" data-testid="faq-answer">
              {item.answer}
            </DataText>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
