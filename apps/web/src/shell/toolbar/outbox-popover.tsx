import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { discardOutboxItem, flushOutbox } from '../../lib/outbox/outbox.ts';
import type { OutboxItem } from '../../lib/outbox/outbox-types.ts';
import { fillText } from '../../records/area-texts.ts';
import { formatDateTime } from '../../records/number-format.ts';
import type { ToolbarTexts } from './locales/en.ts';
import type { ToolbarPopupProps } from './toolbar-menu.tsx';

export type OutboxPopoverProps = ToolbarPopupProps & {
  texts: ToolbarTexts['outbox'];
  /** The side the popover lines up with: the toolbar's end (left when right to left). */
  end: 'left' | 'right';
  locale: string;
  items: OutboxItem[];
  waiting: number;
};

/**
 * The kept changes, oldest first: each leads to where it is opened again (a refused one with
 * the server's messages), says whether it waits, is being sent or was refused; a refused one
 * may be discarded. "Send now" tries at once instead of waiting for the next attempt.
 */
export default function OutboxPopover({
  id,
  anchorEl,
  open,
  onClose,
  texts,
  end,
  locale,
  items,
  waiting,
}: OutboxPopoverProps) {
  const [sending, setSending] = useState(false);
  const sendNow = () => {
    setSending(true);
    void flushOutbox()
      .catch((error: unknown) => console.warn('Sending the outbox failed.', error))
      .finally(() => setSending(false));
  };

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': texts.title,
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', mt: 0.5 },
        },
      }}
    >
      <Box data-testid="outbox-popover">
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {texts.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.intro}
          </Typography>
        </Box>
        <Divider />
        <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {items.map((item) => (
            <ListItem
              key={item.key}
              disablePadding
              data-testid="outbox-item"
              data-state={item.state}
              secondaryAction={
                item.state === 'refused' ? (
                  <Button
                    size="small"
                    color="inherit"
                    aria-label={fillText(texts.discardLabel, { label: item.label })}
                    onClick={() => void discardOutboxItem(item.key)}
                  >
                    {texts.discard}
                  </Button>
                ) : undefined
              }
            >
              <ListItemButton component={RouterLink} to={item.href} onClick={onClose}>
                <ListItemText
                  primary={item.label}
                  secondary={
                    <>
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          color: item.state === 'refused' ? 'error.main' : undefined,
                        }}
                      >
                        {texts.states[item.state]}
                        {item.state === 'refused' && item.problem?.detail
                          ? ` — ${item.problem.detail}`
                          : ''}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {fillText(texts.savedAt, { time: formatDateTime(item.createdAt, locale) })}
                      </Box>
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
          <Button
            variant="contained"
            size="small"
            onClick={sendNow}
            disabled={sending || waiting === 0}
            data-testid="outbox-send-now"
          >
            {texts.sendNow}
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
