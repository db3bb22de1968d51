import type { MailAttachment } from '@flockbook/mock-api/mail';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataText } from '../../../components/data-text.tsx';
import { fill, useMailTexts } from '../locales/use-mail-texts.ts';
import { formatFileSize } from './mail-format.ts';

/** The attachments as thumbnails with name, size and a download link. */
export function MailAttachments({ attachments }: { attachments: readonly MailAttachment[] }) {
  const { texts, language } = useMailTexts();
  if (attachments.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 3 }} data-testid="mail-attachments">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {fill(texts.attachments, { count: attachments.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {attachments.map((attachment) => (
          <Box key={attachment.fileName} sx={{ width: 160 }} data-testid="mail-attachment">
            <Box
              component="img"
              src={attachment.preview}
              alt=""
              sx={{
                width: 160,
                height: 110,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <DataText variant="body2" noWrap title={attachment.fileName}>
              {attachment.fileName}
            </DataText>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatFileSize(attachment.size, language)}
            </Typography>
            <Link href={attachment.url} download={attachment.fileName} variant="caption">
              {texts.download}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
