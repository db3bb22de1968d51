import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

/** Paths of the profile calls (section 7). */
export const profilePaths = {
  timeline: `${MOCK_APP_PREFIXES.profile}/timeline`,
  photosVideos: `${MOCK_APP_PREFIXES.profile}/photos-videos`,
  about: `${MOCK_APP_PREFIXES.profile}/about`,
} as const;

/** Someone who wrote an activity, post or comment; `avatar` is a `data:` image. */
export const profilePersonSchema = z.object({ name: z.string(), avatar: z.string() });
export type ProfilePerson = z.infer<typeof profilePersonSchema>;

/** A picture or a video; `preview` is a `data:` image shown as its thumbnail. */
export const profileMediaSchema = z.object({
  type: z.enum(['photo', 'video']),
  preview: z.string(),
});

/** One line of the activity list. `time` is an ISO 8601 date-time. */
export const timelineActivitySchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
});
export type TimelineActivity = z.infer<typeof timelineActivitySchema>;

export const postCommentSchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  time: z.string(),
  message: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

/** A post: plain, with a picture or video (`media`), or sharing an article. */
export const timelinePostSchema = z.object({
  id: z.string(),
  user: profilePersonSchema,
  message: z.string(),
  time: z.string(),
  type: z.enum(['post', 'media', 'article']),
  like: z.number().int().nonnegative(),
  share: z.number().int().nonnegative(),
  media: profileMediaSchema.optional(),
  article: z
    .object({
      title: z.string(),
      subtitle: z.string(),
      excerpt: z.string(),
      media: profileMediaSchema,
    })
    .optional(),
  comments: z.array(postCommentSchema),
});
export type TimelinePost = z.infer<typeof timelinePostSchema>;

/** Answer of `GET /api/profile/timeline`. */
export const timelineSchema = z.object({
  activities: z.array(timelineActivitySchema),
  posts: z.array(timelinePostSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const mediaItemSchema = profileMediaSchema.extend({ title: z.string() });
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** One album of the Photos & Videos tab. */
export const mediaGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  info: z.string(),
  media: z.array(mediaItemSchema),
});
export type MediaGroup = z.infer<typeof mediaGroupSchema>;

/** Answer of `GET /api/profile/photos-videos`. */
export const photosVideosSchema = z.array(mediaGroupSchema);

/** Answer of `GET /api/profile/about`. */
export const aboutSchema = z.object({
  general: z.object({
    gender: z.string(),
    birthday: z.string(),
    locations: z.array(z.string()),
    about: z.string(),
  }),
  work: z.object({
    occupation: z.string(),
    skills: z.string(),
    jobs: z.array(z.object({ company: z.string(), date: z.string() })),
  }),
  contact: z.object({
    address: z.string(),
    tel: z.array(z.string()),
    websites: z.array(z.string()),
    emails: z.array(z.string()),
  }),
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), category: z.string(), members: z.string() }),
  ),
  friends: z.array(z.object({ id: z.string(), name: z.string(), avatar: z.string() })),
});
export type About = z.infer<typeof aboutSchema>;
