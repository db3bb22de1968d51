import type { ProductImage } from '@flockbook/mock-api/e-commerce';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { showMessage } from '../../../../lib/message-store.ts';
import type { ECommerceTexts } from '../../locales/en.ts';
import { fill } from '../../locales/use-e-commerce-texts.ts';

const MAX_BYTES = 2 * 1024 * 1024;

type ImagesTabProps = {
  images: ProductImage[];
  featuredImageId: string | null;
  texts: ECommerceTexts;
  onChange: (images: ProductImage[], featuredImageId: string | null) => void;
};

/** The product's images: choose the featured one; add one from a file (kept as a data URL). */
export function ImagesTab({ images, featuredImageId, texts, onChange }: ImagesTabProps) {
  const input = useRef<HTMLInputElement>(null);

  const add = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      showMessage({ message: texts.imageTooLarge, variant: 'warning' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result !== 'string' || !reader.result.startsWith('data:image/')) {
        showMessage({ message: texts.imageNotRead, variant: 'error' });
        return;
      }
      const id = `img-${Date.now().toString(36)}`;
      onChange([...images, { id, url: reader.result, type: 'image' }], featuredImageId ?? id);
    };
    reader.readAsDataURL(file);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          onClick={() => input.current?.click()}
        >
          {texts.addImage}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="product-image-input"
          onChange={(event) => {
            add(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {images.length === 0 ? (
          <Typography color="text.secondary">{texts.noImages}</Typography>
        ) : null}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {images.map((image, index) => {
          const featured = image.id === featuredImageId;
          return (
            <ButtonBase
              key={image.id}
              data-testid="product-image"
              aria-pressed={featured}
              aria-label={fill(texts.chooseFeatured, { number: index + 1 })}
              onClick={() => onChange(images, image.id)}
              sx={{
                position: 'relative',
                width: 128,
                height: 128,
                borderRadius: 2,
                overflow: 'hidden',
                outline: featured ? '3px solid' : '1px solid',
                outlineColor: featured ? 'secondary.main' : 'divider',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="img"
                src={image.url}
                alt=""
                sx={{ width: 1, height: 1, objectFit: 'cover' }}
              />
              {featured ? (
                <StarIcon
                  titleAccess={texts.featuredImage}
                  sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, color: 'secondary.main' }}
                />
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
    </Stack>
  );
}
