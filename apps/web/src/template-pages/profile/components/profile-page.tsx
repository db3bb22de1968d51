import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state.tsx';
import { useSession } from '../../../lib/session.ts';
import { UserAvatar } from '../../../shell/toolbar/user-avatar.tsx';
import { useProfileTexts } from '../locales/use-profile-texts.ts';
import { AboutTab } from './about-tab.tsx';
import { PhotosVideosTab } from './photos-videos-tab.tsx';
import { TimelineTab } from './timeline-tab.tsx';

const TABS = ['timeline', 'photos-videos', 'about', 'alert-mail'] as const;

/** The alerts-by-mail choice loads only when its tab is opened. */
const AlertMailTab = lazy(async () => ({
  default: (await import('../alert-mail/alert-mail-tab.tsx')).AlertMailTab,
}));
type ProfileTab = (typeof TABS)[number];

/** A wide farm picture behind the header, drawn here so it needs no network. */
const COVER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="240" viewBox="0 0 1200 240" preserveAspectRatio="xMidYMid slice">' +
      '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b5e20"/><stop offset="1" stop-color="#4caf50"/></linearGradient></defs>' +
      '<rect width="1200" height="240" fill="url(#s)"/>' +
      '<path d="M0 190 Q300 140 600 185 T1200 170 V240 H0Z" fill="#2e7d32"/>' +
      '<path d="M0 215 Q400 180 800 210 T1200 205 V240 H0Z" fill="#1b5e20"/>' +
      '<g fill="#e8f5e9" opacity="0.9"><rect x="780" y="120" width="220" height="60"/><polygon points="770,120 890,80 1010,120"/>' +
      '<rect x="1030" y="140" width="120" height="40"/><polygon points="1022,140 1090,115 1158,140"/></g>' +
      '<circle cx="160" cy="60" r="28" fill="#fff59d" opacity="0.85"/></svg>',
  );

/**
 * `/pages/profile`: the signed-in user's header and the Timeline, Photos & Videos, About and
 * Alerts by mail tabs.
 */
export function ProfilePage() {
  const texts = useProfileTexts();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ProfileTab = TABS.find((name) => name === asked) ?? 'timeline';
  const label = {
    timeline: texts.tabs.timeline,
    'photos-videos': texts.tabs.photosVideos,
    about: texts.tabs.about,
    'alert-mail': texts.tabs.alertMail,
  };
  const name = user.data.displayName;

  return (
    <Box sx={{ flex: '1 0 auto' }} data-testid="profile-page">
      <Box
        role="img"
        aria-hidden
        sx={{
          height: { xs: 140, md: 220 },
          backgroundImage: `url("${COVER}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 2, md: 4 },
        }}
      >
        <Box
          sx={{
            maxWidth: 1100,
            mx: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            gap: 2,
          }}
        >
          <UserAvatar
            name={name}
            photoURL={user.data.photoURL}
            size={112}
            sx={{ mt: -7, border: 4, borderColor: 'background.paper' }}
          />
          <Box sx={{ flex: 1, minWidth: 200, pb: 1 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 600 }}
              data-testid="profile-name"
            >
              <bdi>{name}</bdi>
            </Typography>
            <Typography color="text.secondary">{texts.role}</Typography>
          </Box>
          <Tabs
            value={tab}
            onChange={(_event, value: ProfileTab) =>
              setParams(value === 'timeline' ? {} : { tab: value })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={texts.title}
          >
            {TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={label[value]}
                id={`profile-tab-${value}`}
                aria-controls="profile-tab-panel"
              />
            ))}
          </Tabs>
        </Box>
      </Box>
      <Box
        role="tabpanel"
        id="profile-tab-panel"
        aria-labelledby={`profile-tab-${tab}`}
        sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}
      >
        {tab === 'timeline' ? (
          <TimelineTab />
        ) : tab === 'photos-videos' ? (
          <PhotosVideosTab />
        ) : tab === 'about' ? (
          <AboutTab />
        ) : (
          <Suspense fallback={<LoadingState />}>
            <AlertMailTab />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
