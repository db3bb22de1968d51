import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTimeline } from '../api/profile-api.ts';
import { useProfileTexts } from '../locales/use-profile-texts.ts';
import { PostCard } from './post-card.tsx';
import { QueryContent } from './query-content.tsx';
import { useRelativeTime } from './use-relative-time.ts';

/** Posts in the main column, the latest activity beside them (below on a phone). */
export function TimelineTab() {
  const texts = useProfileTexts();
  const timeline = useTimeline();
  const ago = useRelativeTime();
  return (
    <QueryContent query={timeline}>
      {({ activities, posts }) => (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} data-testid="profile-posts">
            {posts.length === 0 ? (
              <Typography color="text.secondary">{texts.noPosts}</Typography>
            ) : (
              posts.map((post) => <PostCard key={post.id} post={post} />)
            )}
          </Stack>
          <Card variant="outlined" component="section" aria-labelledby="profile-activities">
            <Typography
              id="profile-activities"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, px: 2, pt: 2 }}
            >
              {texts.activities}
            </Typography>
            {activities.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {texts.noActivities}
              </Typography>
            ) : (
              <List data-testid="profile-activities">
                {activities.map((activity) => (
                  <ListItem key={activity.id} alignItems="flex-start">
                    <ListItemAvatar>
                      <Avatar src={activity.user.avatar} alt="" />
                    </ListItemAvatar>
                    <ListItemText
                      primary={
                        <bdi>
                          <Box component="strong">{activity.user.name}</Box> {activity.message}
                        </bdi>
                      }
                      secondary={ago(activity.time)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Card>
        </Box>
      )}
    </QueryContent>
  );
}
