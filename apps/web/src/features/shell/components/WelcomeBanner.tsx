import { WELCOME_VIDEO_CHAPTERS } from '@hookline/domain';
import { ActionIcon, Button, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import classes from './WelcomeBanner.module.css';

/** The video and its captions, served by the main service (the configured address, or the one it made). */
export const WELCOME_VIDEO_SRC = '/api/v1/welcome-video';
export const WELCOME_CAPTIONS_SRC = '/api/v1/welcome-video/captions.vtt';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** The chapter playing at `time`: the last one started (the spec's chapters overlap a little). */
export function chapterAt(time: number): (typeof WELCOME_VIDEO_CHAPTERS)[number]['key'] {
  let current: (typeof WELCOME_VIDEO_CHAPTERS)[number]['key'] = WELCOME_VIDEO_CHAPTERS[0].key;
  for (const chapter of WELCOME_VIDEO_CHAPTERS) if (time >= chapter.start) current = chapter.key;
  return current;
}

/**
 * Home's welcome banner (platform spec, section 2): the video tour, with a button for each chapter that
 * jumps the video there and plays it. Closing it is kept with the account (`welcomeBannerDismissed`).
 */
export function WelcomeBanner({ onDismiss }: { onDismiss: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState<string>(WELCOME_VIDEO_CHAPTERS[0].key);
  const [failed, setFailed] = useState(false);

  const jump = (start: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = start;
    setPlaying(chapterAt(start));
    // Browsers may refuse to play before the page was interacted with; the seek still happened.
    void element.play()?.catch(() => undefined);
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="lg"
      mb={32}
      className={classes.banner}
      aria-labelledby="welcome-banner-title"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <div>
          <Title order={2} fz={20} id="welcome-banner-title">
            Take the video tour
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Nine minutes on Inspiration, Detective and the Creative Hub. Jump to the part you need.
          </Text>
        </div>
        <Tooltip label="Hide the video tour">
          <ActionIcon variant="subtle" color="gray" aria-label="Hide the video tour" onClick={onDismiss}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div className={classes.layout}>
        <div className={classes.player}>
          {failed ? (
            <div className={classes.unavailable} role="status">
              <Text size="sm" c="white" ta="center" maw={320}>
                The video is being prepared. Reload the page in a minute to watch it.
              </Text>
              <Button size="xs" variant="white" onClick={() => setFailed(false)}>
                Retry
              </Button>
            </div>
          ) : (
            <video
              ref={video}
              className={classes.video}
              controls
              preload="metadata"
              src={WELCOME_VIDEO_SRC}
              aria-label="Hookline video tour"
              data-testid="welcome-video"
              onTimeUpdate={(event) => setPlaying(chapterAt(event.currentTarget.currentTime))}
              onError={() => setFailed(true)}
            >
              <track kind="captions" src={WELCOME_CAPTIONS_SRC} srcLang="en" label="English" default />
            </video>
          )}
        </div>
        <nav aria-label="Video chapters" className={classes.chapters}>
          {WELCOME_VIDEO_CHAPTERS.map((chapter) => (
            <Button
              key={chapter.key}
              variant={playing === chapter.key ? 'light' : 'subtle'}
              justify="flex-start"
              fullWidth
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              rightSection={
                <Text span size="xs" c="inherit" fw={500}>
                  {clock(chapter.start)}
                </Text>
              }
              aria-current={playing === chapter.key ? 'true' : undefined}
              onClick={() => jump(chapter.start)}
              disabled={failed}
              classNames={{ label: classes.chapterLabel }}
            >
              {chapter.label}
            </Button>
          ))}
        </nav>
      </div>
    </Paper>
  );
}
