import type { MediaItem } from '@flockbook/mock-api/profile';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import { useProfileTexts } from '../locales/use-profile-texts.ts';

/** A large view of one album's media; arrow keys or the buttons step through it, Escape closes. */
export function MediaViewer({
  media,
  start,
  onClose,
}: {
  media: MediaItem[];
  start: number;
  onClose: () => void;
}) {
  const texts = useProfileTexts();
  const rtl = useTheme().direction === 'rtl';
  const [index, setIndex] = useState(start);
  const item = media[index];
  const step = (by: number) => setIndex((at) => (at + by + media.length) % media.length);
  if (!item) return null;
  // In right-to-left the "next" arrow points left.
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="media-viewer-title"
      data-testid="media-viewer"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
        if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography
          id="media-viewer-title"
          variant="subtitle1"
          component="h2"
          sx={{ flex: 1, fontWeight: 600 }}
        >
          {item.title}
          {item.type === 'video' ? ` · ${texts.video}` : ''}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mx: 2 }}
          data-testid="media-viewer-position"
        >
          {fillText(texts.of, { index: index + 1, count: media.length })}
        </Typography>
        <IconButton aria-label={texts.close} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ position: 'relative', bgcolor: 'common.black' }}>
        <Box
          component="img"
          src={item.preview}
          alt={item.title}
          sx={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
        <IconButton
          aria-label={texts.previous}
          onClick={() => step(-1)}
          sx={{
            position: 'absolute',
            top: '50%',
            left: 8,
            transform: 'translateY(-50%)',
            bgcolor: 'rgba(255,255,255,0.8)',
            '&:hover': { bgcolor: '#fff' },
          }}
        >
          <Back />
        </IconButton>
        <IconButton
          aria-label={texts.next}
          onClick={() => step(1)}
          sx={{
            position: 'absolute',
            top: '50%',
            right: 8,
            transform: 'translateY(-50%)',
            bgcolor: 'rgba(255,255,255,0.8)',
            '&:hover': { bgcolor: '#fff' },
          }}
        >
          <Forward />
        </IconButton>
      </Box>
    </Dialog>
  );
}
