import { ActionIcon, Menu, Slider, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerTrackNextFilled,
  IconPlayerTrackPrevFilled,
  IconVolume,
  IconVolume3,
} from '@tabler/icons-react';
import { PLAYBACK_RATES, type MediaClock } from '../media/media-clock.ts';
import { formatFrameRate, timecode, type FrameRate } from '../media/timecode.ts';
import { useClockState } from '../media/use-clock-state.ts';
import classes from './viewer.module.css';

interface VideoControlsProps {
  clock: MediaClock;
  frameRate: FrameRate;
  /** Times (seconds) with comments, marked on the timeline. */
  markers?: readonly number[];
}

const rateLabel = (rate: number) => `${rate}×`;

/**
 * The player's controls, acting on the clock (so on every video it drives): play and pause, one frame back
 * and forward, the timeline, the time as a timecode at the frame rate, volume and speed.
 */
export function VideoControls({ clock, frameRate, markers = [] }: VideoControlsProps) {
  const state = useClockState(clock);
  const { fps } = frameRate;
  const duration = state.duration;
  return (
    <div className={classes.controls}>
      <div className={classes.scrub}>
        {duration > 0 &&
          markers.map((time, index) => (
            <span
              key={`${time}-${index}`}
              className={classes.scrubMarker}
              style={{ left: `${Math.min(100, (time / duration) * 100)}%` }}
              aria-hidden="true"
            />
          ))}
        <Slider
          value={Math.min(state.time, duration)}
          min={0}
          max={duration > 0 ? duration : 1}
          step={1 / fps}
          precision={4}
          size="sm"
          color="hookline.4"
          label={(value) => timecode(value, fps)}
          thumbLabel="Position in the video"
          onChange={(value) => clock.seek(value)}
          disabled={duration <= 0}
          styles={{ track: { '--slider-track-bg': 'rgba(255,255,255,0.25)' } }}
        />
      </div>
      <div className={classes.controlRow}>
        <Tooltip label={state.playing ? 'Pause (space)' : 'Play (space)'}>
          <ActionIcon
            variant="subtle"
            color="#fff"
            size="lg"
            aria-label={state.playing ? 'Pause' : 'Play'}
            onClick={() => clock.toggle()}
          >
            {state.playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Previous frame (,)">
          <ActionIcon
            variant="subtle"
            color="#fff"
            aria-label="Previous frame"
            onClick={() => clock.step(-1, fps)}
          >
            <IconPlayerTrackPrevFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Next frame (.)">
          <ActionIcon
            variant="subtle"
            color="#fff"
            aria-label="Next frame"
            onClick={() => clock.step(1, fps)}
          >
            <IconPlayerTrackNextFilled size={16} />
          </ActionIcon>
        </Tooltip>
        <span
          className={classes.timecode}
          aria-label="Timecode"
          role="timer"
          aria-live="off"
          data-testid="timecode"
        >
          {timecode(state.time, fps)}
        </span>
        <span className={`${classes.timecode} ${classes.duration} ${classes.wideOnly}`} aria-hidden="true">
          / {timecode(duration, fps)}
        </span>
        <Tooltip
          label={
            frameRate.assumed
              ? 'This file’s frame rate hasn’t been read yet, so frames are counted at 30 fps.'
              : 'Frames are counted at the file’s frame rate.'
          }
          multiline
          w={240}
        >
          <span className={classes.fpsNote} tabIndex={0}>
            {frameRate.assumed ? `${fps} fps (assumed)` : `${formatFrameRate(fps)} fps`}
          </span>
        </Tooltip>
        <span className={classes.spacer} />
        <Tooltip label={state.muted ? 'Unmute' : 'Mute'}>
          <ActionIcon
            variant="subtle"
            color="#fff"
            aria-label={state.muted ? 'Unmute' : 'Mute'}
            onClick={() => clock.setMuted(!state.muted)}
          >
            {state.muted ? <IconVolume3 size={18} /> : <IconVolume size={18} />}
          </ActionIcon>
        </Tooltip>
        <Slider
          className={classes.wideOnly}
          w={72}
          size="xs"
          color="gray.0"
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          label={(value) => `${Math.round(value * 100)}%`}
          thumbLabel="Volume"
          onChange={(value) => clock.setVolume(value)}
        />
        <Menu position="top-end" withinPortal>
          <Menu.Target>
            <UnstyledButton
              className={classes.timecode}
              aria-label={`Playback speed: ${rateLabel(state.rate)}`}
              px={6}
            >
              {rateLabel(state.rate)}
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Playback speed</Menu.Label>
            {PLAYBACK_RATES.map((rate) => (
              <Menu.Item
                key={rate}
                onClick={() => clock.setRate(rate)}
                aria-current={rate === state.rate || undefined}
              >
                {rate === 1 ? 'Normal (1×)' : rateLabel(rate)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </div>
    </div>
  );
}
