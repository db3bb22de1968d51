import type { MediaItem } from '@flockbook/mock-api/profile';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fillText } from '../../../records/area-texts.ts';
import { usePhotosVideos } from '../api/profile-api.ts';
import { useProfileTexts } from '../locales/use-profile-texts.ts';
import { MediaViewer } from './media-viewer.tsx';
import { QueryContent } from './query-content.tsx';

/** The albums, each a grid of thumbnails; a thumbnail opens the viewer on that album. */
export function PhotosVideosTab() {
  const texts = useProfileTexts();
  const groups = usePhotosVideos();
  const [open, setOpen] = useState<{ media: MediaItem[]; index: number } | null>(null);
  return (
    <QueryContent query={groups}>
      {(albums) =>
        albums.length === 0 ? (
          <Typography color="text.secondary">{texts.noMedia}</Typography>
        ) : (
          <Stack spacing={4}>
            {albums.map((album) => (
              <Box
                component="section"
                key={album.id}
                data-testid="media-group"
                aria-labelledby={`album-${album.id}`}
              >
                <Typography id={`album-${album.id}`} variant="h6" component="h2">
                  <bdi>{album.name}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  <bdi>{album.info}</bdi>
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
                  }}
                >
                  {album.media.map((item, index) => (
                    <ButtonBase
                      key={`${album.id}-${index}`}
                      focusRipple
                      aria-label={fillText(texts.open, { title: item.title })}
                      onClick={() => setOpen({ media: album.media, index })}
                      data-testid="media-thumbnail"
                      sx={{
                        position: 'relative',
                        display: 'block',
                        borderRadius: 1,
                        overflow: 'hidden',
                        aspectRatio: '16 / 9',
                      }}
                    >
                      <Box
                        component="img"
                        src={item.preview}
                        alt=""
                        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                      />
                      {item.type === 'video' ? (
                        <PlayCircleOutlined
                          sx={{ position: 'absolute', top: 6, right: 6, color: '#fff' }}
                        />
                      ) : null}
                      <Typography
                        variant="caption"
                        sx={{
                          position: 'absolute',
                          insetInline: 0,
                          bottom: 0,
                          px: 1,
                          py: 0.5,
                          textAlign: 'start',
                          color: '#fff',
                          bgcolor: 'rgba(0,0,0,0.5)',
                        }}
                      >
                        <bdi>{item.title}</bdi>
                      </Typography>
                    </ButtonBase>
                  ))}
                </Box>
              </Box>
            ))}
            {open ? (
              <MediaViewer media={open.media} start={open.index} onClose={() => setOpen(null)} />
            ) : null}
          </Stack>
        )
      }
    </QueryContent>
  );
}
