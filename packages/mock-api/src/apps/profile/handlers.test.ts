import { describe, expect, it } from 'vitest';
import { callerOf } from '../../testing/call.ts';
import { aboutSchema, photosVideosSchema, profilePaths, timelineSchema } from './contract.ts';
import { createHandlers } from './handlers.ts';

const offline = (url: string) => url.startsWith('data:image/svg+xml');

describe('profile calls', () => {
  it('GET timeline answers activities and posts of every kind, media offline', async () => {
    const timeline = await callerOf(createHandlers()).get(profilePaths.timeline, timelineSchema);
    expect(timeline.activities.length).toBeGreaterThanOrEqual(3);
    expect(new Set(timeline.posts.map((post) => post.type))).toEqual(
      new Set(['post', 'media', 'article']),
    );
    for (const post of timeline.posts) {
      expect(offline(post.user.avatar)).toBe(true);
      if (post.type === 'media') expect(offline(post.media?.preview ?? '')).toBe(true);
      if (post.type === 'article') expect(offline(post.article?.media.preview ?? '')).toBe(true);
    }
    expect(timeline.posts.some((post) => post.comments.length > 0)).toBe(true);
  });

  it('GET photos-videos answers albums of photos and videos', async () => {
    const groups = await callerOf(createHandlers()).get(
      profilePaths.photosVideos,
      photosVideosSchema,
    );
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const media = groups.flatMap((group) => group.media);
    expect(media.some((item) => item.type === 'video')).toBe(true);
    expect(media.every((item) => offline(item.preview))).toBe(true);
  });

  it('GET about answers general, work, contact, groups and friends', async () => {
    const about = await callerOf(createHandlers()).get(profilePaths.about, aboutSchema);
    expect(about.general.locations.length).toBeGreaterThan(0);
    expect(about.work.jobs.length).toBeGreaterThan(0);
    expect(about.contact.emails.length).toBeGreaterThan(0);
    expect(about.groups.length).toBeGreaterThan(0);
    expect(about.friends.every((friend) => offline(friend.avatar))).toBe(true);
  });
});
