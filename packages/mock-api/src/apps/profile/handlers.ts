import type { HttpHandler } from 'msw';
import { getCall, noQuery } from '../../platform/respond.ts';
import { profilePaths } from './contract.ts';
import type { About, MediaGroup, Timeline } from './contract.ts';
import { sampleAbout, samplePhotosVideos, sampleTimeline } from './sample-data.ts';

export type ProfileState = { timeline: Timeline; photosVideos: MediaGroup[]; about: About };

export function createHandlers(
  state: ProfileState = {
    timeline: sampleTimeline(),
    photosVideos: structuredClone(samplePhotosVideos),
    about: structuredClone(sampleAbout),
  },
): HttpHandler[] {
  return [
    getCall(profilePaths.timeline, noQuery, () => state.timeline),
    getCall(profilePaths.photosVideos, noQuery, () => state.photosVideos),
    getCall(profilePaths.about, noQuery, () => state.about),
  ];
}
