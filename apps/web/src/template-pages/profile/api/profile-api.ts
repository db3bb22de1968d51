import type { About, MediaGroup, Timeline } from '@flockbook/mock-api/profile';
import { profilePaths } from '@flockbook/mock-api/profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET timeline: recent activities and posts. */
export function useTimeline() {
  return useQuery({
    queryKey: ['profile', 'timeline'],
    queryFn: ({ signal }) => api.get<Timeline>(profilePaths.timeline, { signal }),
  });
}

/** GET photos-videos: the albums. */
export function usePhotosVideos() {
  return useQuery({
    queryKey: ['profile', 'photos-videos'],
    queryFn: ({ signal }) => api.get<MediaGroup[]>(profilePaths.photosVideos, { signal }),
  });
}

/** GET about */
export function useAbout() {
  return useQuery({
    queryKey: ['profile', 'about'],
    queryFn: ({ signal }) => api.get<About>(profilePaths.about, { signal }),
  });
}
