import { defineArea } from '../../platform/area.ts';
import { makeWelcomeVideoHandler, startWelcomeVideo } from './welcome-video.job.ts';
import { welcomeVideoRoutes } from './welcome-video.routes.ts';

/** Home's welcome banner: its video tour in chapters, made offline with ffmpeg unless an address is configured. */
export const welcomeArea = defineArea({
  name: 'welcome',
  tables: {},
  routes: [{ service: 'main', plugin: welcomeVideoRoutes }],
  resources: [],
  jobs: [makeWelcomeVideoHandler],
  /** The video is made once in the background, never holding up the start. */
  onStart: startWelcomeVideo,
});
