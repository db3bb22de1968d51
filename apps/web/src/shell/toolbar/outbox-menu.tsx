import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { deferredPopup } from '../../components/deferred-popups.tsx';
import { Tooltip } from '../../components/deferred-tooltip.tsx';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { countText } from '../../lib/translator.ts';
import { intlLocale } from '../../records/number-format.ts';
import { useShellLanguage } from './use-shell-language.ts';
import { useToolbarTexts } from './use-toolbar-texts.ts';

/** The list of kept changes, fetched the first time it opens. */
const OutboxPopover = deferredPopup(() => import('./outbox-popover.tsx'));

/**
 * The toolbar's outbox: shown only while changes made without a connection wait on this device
 * (or were refused by the server), with their number, opening the list of them.
 */
export function OutboxMenu() {
  const texts = useToolbarTexts().outbox;
  const language = useShellLanguage();
  const rtl = useTheme().direction === 'rtl';
  const { items, waiting } = useOutbox();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (items.length === 0) return null;

  const refused = items.length - waiting;
  const label = [
    waiting > 0 ? countText(texts.label, waiting, language) : '',
    refused > 0 ? countText(texts.refusedLabel, refused, language) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="outbox-button"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 40, height: 40 }}
        >
          <Badge
            badgeContent={items.length}
            color={refused > 0 ? 'error' : 'warning'}
            max={99}
            data-testid="outbox-badge"
            data-waiting={waiting}
          >
            <CloudUploadOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <OutboxPopover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        texts={texts}
        end={rtl ? 'left' : 'right'}
        locale={intlLocale(language)}
        items={items}
        waiting={waiting}
      />
    </>
  );
}
