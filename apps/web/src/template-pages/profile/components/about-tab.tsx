import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { useAbout } from '../api/profile-api.ts';
import { useProfileTexts } from '../locales/use-profile-texts.ts';
import { QueryContent } from './query-content.tsx';

/** A group's member count as the data writes it ('860', '1.2K'), as a number. */
function memberCount(written: string): number {
  const match = /^([\d.]+)\s*([KM]?)$/i.exec(written.trim());
  if (!match) return Number.NaN;
  const scale = { '': 1, K: 1_000, M: 1_000_000 }[match[2]!.toUpperCase() as '' | 'K' | 'M'];
  return Math.round(Number(match[1]) * scale);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" data-testid="about-section">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Labelled facts; a list value shows one line each. */
function Facts({ rows }: { rows: [string, string | string[]][] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ mb: 1.5 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          {(Array.isArray(value) ? value : [value]).map((line) => (
            <Typography key={line} component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>{line}</bdi>
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** General, work and contact details, with groups and friends beside them. */
export function AboutTab() {
  const texts = useProfileTexts();
  const language = useShellLanguage();
  const about = useAbout();
  return (
    <QueryContent query={about}>
      {({ general, work, contact, groups, friends }) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Section title={texts.general}>
              <Facts
                rows={[
                  [texts.gender, general.gender],
                  [texts.birthday, general.birthday],
                  [texts.locations, general.locations],
                  [texts.about, general.about],
                ]}
              />
            </Section>
            <Section title={texts.work}>
              <Facts
                rows={[
                  [texts.occupation, work.occupation],
                  [texts.skills, work.skills],
                  [texts.jobs, work.jobs.map((job) => `${job.company} · ${job.date}`)],
                ]}
              />
            </Section>
            <Section title={texts.contact}>
              <Facts
                rows={[
                  [texts.address, contact.address],
                  [texts.tel, contact.tel],
                  [texts.websites, contact.websites],
                  [texts.emails, contact.emails],
                ]}
              />
            </Section>
          </Box>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <Section title={texts.groups}>
              <List disablePadding>
                {groups.map((group) => (
                  <ListItem key={group.id} disableGutters>
                    <ListItemText
                      primary={<bdi>{group.name}</bdi>}
                      secondary={`${group.category} · ${countText(texts.members, memberCount(group.members), language)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
            <Section title={texts.friends}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
                }}
              >
                {friends.map((friend) => (
                  <Box key={friend.id} sx={{ textAlign: 'center' }} data-testid="about-friend">
                    <Avatar src={friend.avatar} alt="" sx={{ mx: 'auto', width: 48, height: 48 }} />
                    <Typography variant="caption" component="p">
                      {friend.name}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Section>
          </Box>
        </Box>
      )}
    </QueryContent>
  );
}
