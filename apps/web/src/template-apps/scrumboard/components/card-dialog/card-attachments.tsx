import type { Attachment, Card } from '@flockbook/mock-api/scrumboard';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../../lib/message-store.ts';
import { fill, useScrumboardTexts } from '../../locales/use-scrumboard-texts.ts';
import type { SaveCard } from './save-card.ts';
import { LinkForm } from './link-form.tsx';
import { nextId } from '../../../../lib/list-ids.ts';
import { DataText, dataTextProps } from '../../../../components/data-text.tsx';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Images (one of them the cover) and links; adding one also notes it in the activity. */
export function CardAttachments({ card, onSave }: { card: Card; onSave: SaveCard }) {
  const { texts, language } = useScrumboardTexts();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const attach = (attachment: Attachment, idMember: string | undefined) =>
    onSave({
      attachments: [...card.attachments, attachment],
      activities: idMember
        ? [
            {
              id: nextId(card.activities, `${card.id}-activity`),
              type: 'attachment',
              idMember,
              message: attachment.name,
              time: attachment.time,
            },
            ...card.activities,
          ]
        : card.activities,
    });

  const readImage = (file: File) => {
    if (file.size > MAX_IMAGE_BYTES) {
      showMessage({ message: texts.imageTooLarge, variant: 'warning' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () =>
      void attach(
        {
          id: nextId(card.attachments, `${card.id}-attachment`),
          type: 'image',
          name: file.name,
          src: String(reader.result),
          time: new Date().toISOString(),
        },
        card.idMembers[0],
      );
    reader.readAsDataURL(file);
  };

  return (
    <Box component="section" aria-label={texts.attachments}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
          {texts.attachments}
        </Typography>
        <Button
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => fileInput.current?.click()}
        >
          {texts.addImage}
        </Button>
        <Button size="small" startIcon={<LinkIcon />} onClick={() => setLinking(true)}>
          {texts.addLink}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) readImage(file);
            event.target.value = '';
          }}
        />
      </Box>
      {linking ? (
        <LinkForm
          onClose={() => setLinking(false)}
          onSubmit={(name, url) =>
            attach(
              {
                id: nextId(card.attachments, `${card.id}-attachment`),
                type: 'link',
                name,
                url,
                time: new Date().toISOString(),
              },
              card.idMembers[0],
            )
          }
        />
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {card.attachments.map((attachment) => {
          const isCover = attachment.id === card.idAttachmentCover;
          return (
            <Box
              component="li"
              key={attachment.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
              data-testid="card-attachment"
            >
              {attachment.type === 'image' ? (
                <Box
                  component="img"
                  src={attachment.src}
                  alt=""
                  sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              ) : (
                <Box
                  sx={{
                    width: 96,
                    height: 64,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  <LinkIcon color="action" />
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {attachment.type === 'link' ? (
                  <Link
                    href={attachment.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    {...dataTextProps}
                  >
                    {attachment.name}
                  </Link>
                ) : (
                  <DataText variant="body2" component="div">
                    {attachment.name}{' '}
                    {isCover ? <Chip size="small" label={texts.cover} sx={{ mx: 0.5 }} /> : null}
                  </DataText>
                )}
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatTime(attachment.time)}
                </Typography>
                {attachment.type === 'image' ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void onSave({ idAttachmentCover: isCover ? null : attachment.id })
                    }
                  >
                    {isCover ? texts.removeCover : texts.makeCover}
                  </Button>
                ) : null}
              </Box>
              <IconButton
                aria-label={fill(texts.removeAttachment, { name: attachment.name })}
                onClick={() => setRemoving(attachment)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={texts.confirmRemoveAttachmentTitle}
        body={fill(texts.confirmRemoveAttachmentBody, { name: removing?.name ?? '' })}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const gone = removing;
          setRemoving(null);
          if (!gone) return;
          void onSave({
            attachments: card.attachments.filter((item) => item.id !== gone.id),
            idAttachmentCover: card.idAttachmentCover === gone.id ? null : card.idAttachmentCover,
          });
        }}
      />
    </Box>
  );
}
