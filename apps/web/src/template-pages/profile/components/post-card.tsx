import type { PostComment, TimelinePost } from '@flockbook/mock-api/profile';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import SendOutlined from '@mui/icons-material/SendOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import { countText } from '../../../lib/translator.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { UserAvatar } from '../../../shell/toolbar/user-avatar.tsx';
import { useProfileTexts } from '../locales/use-profile-texts.ts';
import { useRelativeTime } from './use-relative-time.ts';

/** One post. Likes and new comments stay on this page (the sample has no call to save them). */
export function PostCard({ post }: { post: TimelinePost }) {
  const texts = useProfileTexts();
  const language = useShellLanguage();
  const ago = useRelativeTime();
  const { user } = useSession();
  const [liked, setLiked] = useState(false);
  const [added, setAdded] = useState<PostComment[]>([]);
  const [draft, setDraft] = useState('');
  const comments = [...post.comments, ...added];

  const addComment = () => {
    const message = draft.trim();
    if (!message) return;
    const me = { name: user.data.displayName || texts.you, avatar: user.data.photoURL };
    setAdded((list) => [
      ...list,
      { id: `local-${list.length}`, user: me, time: new Date().toISOString(), message },
    ]);
    setDraft('');
  };

  return (
    <Card variant="outlined" component="article" data-testid="profile-post">
      <CardHeader
        avatar={<Avatar src={post.user.avatar} alt="" />}
        title={
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{post.user.name}</bdi>
          </Typography>
        }
        subheader={ago(post.time)}
      />
      <Typography sx={{ px: 2, pb: 2 }}>
        <bdi>{post.message}</bdi>
      </Typography>
      {post.media ? (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={post.media.preview}
            alt={post.message}
            sx={{ display: 'block', width: '100%' }}
          />
          {post.media.type === 'video' ? (
            <Typography
              variant="caption"
              sx={{
                position: 'absolute',
                top: 8,
                left: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.6)',
                color: '#fff',
              }}
            >
              {texts.video}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {post.article ? (
        <Box
          sx={{
            mx: 2,
            mb: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Box
            component="img"
            src={post.article.media.preview}
            alt=""
            sx={{ display: 'block', width: '100%', maxHeight: 220, objectFit: 'cover' }}
          />
          <Box sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              <bdi>{post.article.title}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <bdi>{post.article.subtitle}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <bdi>{post.article.excerpt}</bdi>
            </Typography>
          </Box>
        </Box>
      ) : null}
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 1, py: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          aria-pressed={liked}
          color={liked ? 'error' : 'inherit'}
          startIcon={liked ? <Favorite /> : <FavoriteBorder />}
          onClick={() => setLiked((value) => !value)}
          data-testid="post-like"
        >
          {liked ? texts.liked : texts.like}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="post-likes">
          {countText(texts.likes, post.like + (liked ? 1 : 0), language)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ShareOutlined fontSize="small" />
          <Typography variant="body2">{countText(texts.shares, post.share, language)}</Typography>
          <ChatBubbleOutlineOutlined fontSize="small" sx={{ ml: 1 }} />
          <Typography variant="body2" data-testid="post-comment-count">
            {countText(texts.comments, comments.length, language)}
          </Typography>
        </Stack>
      </Stack>
      <Divider />
      <Stack spacing={1.5} sx={{ p: 2 }}>
        {comments.map((comment) => (
          <Stack key={comment.id} direction="row" spacing={1.5} data-testid="post-comment">
            <UserAvatar name={comment.user.name} photoURL={comment.user.avatar} size={32} />
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="span" sx={{ mr: 1 }}>
                <bdi>{comment.user.name}</bdi>
              </Typography>{' '}
              <Typography variant="caption" color="text.secondary" component="span">
                {ago(comment.time)}
              </Typography>
              <Typography variant="body2">
                <bdi>{comment.message}</bdi>
              </Typography>
            </Box>
          </Stack>
        ))}
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault();
            addComment();
          }}
        >
          <TextField
            size="small"
            fullWidth
            placeholder={texts.addComment}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': texts.addComment, 'data-testid': 'post-comment-input' },
            }}
          />
          <IconButton
            type="submit"
            aria-label={texts.send}
            color="primary"
            disabled={!draft.trim()}
          >
            <SendOutlined
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          </IconButton>
        </Stack>
      </Stack>
    </Card>
  );
}
