import ImageIcon from '@mui/icons-material/ImageOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useNotesTexts } from '../locales/use-notes-texts.ts';

const MAX_BYTES = 2 * 1024 * 1024;

type ImageFieldProps = {
  image: string | null;
  onChange: (image: string | null) => void;
  onTooLarge: () => void;
};

/** The note's image: a picked file is kept as a `data:` URL, so it works offline. */
export function NoteImageField({ image, onChange, onTooLarge }: ImageFieldProps) {
  const texts = useNotesTexts();
  const input = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      onTooLarge();
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') onChange(reader.result);
    };
    reader.readAsDataURL(file);
  };

  return (
    <Box>
      {image ? (
        <Box sx={{ position: 'relative', mb: 1 }}>
          <Box
            component="img"
            src={image}
            alt=""
            data-testid="note-dialog-image"
            sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 1 }}
          />
          <IconButton
            aria-label={texts.removeImage}
            onClick={() => onChange(null)}
            size="small"
            sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, bgcolor: 'background.paper' }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="note-image-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button size="small" startIcon={<ImageIcon />} onClick={() => input.current?.click()}>
        {texts.addImage}
      </Button>
    </Box>
  );
}
