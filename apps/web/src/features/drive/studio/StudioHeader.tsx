import type { DriveFile, DriveVersion } from '@hookline/domain';
import { ActionIcon, Badge, Button, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconEye,
  IconEyeCheck,
  IconShare,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './studio.module.css';
import { TruncatedText } from '../../../ui/truncated/TruncatedText.tsx';

interface HeaderBarProps {
  /** Before the title: the way back. */
  start?: ReactNode;
  title: string;
  version: DriveVersion;
  versionCount: number;
  actions?: ReactNode;
  /** `header` when the bar is the page's banner; `div` under a page's own header. */
  as?: 'header' | 'div';
}

/** The studio's title bar: the file's name, the version shown, and the page's actions. */
export function StudioHeaderBar({
  start,
  title,
  version,
  versionCount,
  actions,
  as = 'header',
}: HeaderBarProps) {
  const Element = as;
  return (
    <Element className={classes.header}>
      {start}
      <div className={classes.headerTitle}>
        <TruncatedText order={1} fz={16} fw={700} c="white">
          {title}
        </TruncatedText>
        <Badge variant="filled" color="dark.4" radius="sm" tt="none" style={{ flex: 'none' }}>
          V{version.number}
          {versionCount > 1 ? ` of ${versionCount}` : ''}
        </Badge>
        {!version.isActive && (
          <Badge variant="light" color="yellow" radius="sm" style={{ flex: 'none' }}>
            Not the current version
          </Badge>
        )}
        {version.thumbGenerationInprogress && (
          <Badge variant="light" color="blue" radius="sm" style={{ flex: 'none' }}>
            Processing
          </Badge>
        )}
      </div>
      {actions && <div className={classes.headerActions}>{actions}</div>}
    </Element>
  );
}

/** A control of the dark title bar, with its name in a tooltip. */
export function HeaderIcon(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color="#fff"
        size="lg"
        aria-label={props.label}
        aria-pressed={props.pressed}
        onClick={props.onClick}
        disabled={props.disabled}
        className={classes.headerIcon}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

export function DownloadButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button
      size="xs"
      variant="white"
      color="dark"
      leftSection={<IconDownload size={14} />}
      onClick={onClick}
      loading={loading}
    >
      Download
    </Button>
  );
}

interface MemberHeaderProps {
  file: DriveFile;
  version: DriveVersion;
  onBack: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onFavourite: (on: boolean) => void;
  onWatch: (on: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
  /** Opens the file's share link; absent without the right to share. */
  onShare?: () => void;
}

/** A member's studio header: back to the folder, the neighbours, favourite, watch and download. */
export function MemberStudioHeader(props: MemberHeaderProps) {
  const { file } = props;
  return (
    <StudioHeaderBar
      title={file.name}
      version={props.version}
      versionCount={file.versions.length}
      start={
        <HeaderIcon label="Back to the folder (Esc)" onClick={props.onBack}>
          <IconArrowLeft size={20} />
        </HeaderIcon>
      }
      actions={
        <>
          <HeaderIcon
            label="Previous file (←)"
            onClick={() => props.onPrevious?.()}
            disabled={!props.onPrevious}
          >
            <IconChevronLeft size={20} />
          </HeaderIcon>
          <HeaderIcon label="Next file (→)" onClick={() => props.onNext?.()} disabled={!props.onNext}>
            <IconChevronRight size={20} />
          </HeaderIcon>
          <span className={classes.divider} aria-hidden="true" />
          <HeaderIcon
            label={file.isFavourite ? 'Remove from favourites' : 'Add to favourites'}
            pressed={file.isFavourite}
            onClick={() => props.onFavourite(!file.isFavourite)}
          >
            {file.isFavourite ? <IconStarFilled size={18} color="#ffd43b" /> : <IconStar size={18} />}
          </HeaderIcon>
          <HeaderIcon
            label={file.isWatched ? 'Stop watching' : 'Watch this file'}
            pressed={file.isWatched}
            onClick={() => props.onWatch(!file.isWatched)}
          >
            {file.isWatched ? <IconEyeCheck size={18} color="#69db7c" /> : <IconEye size={18} />}
          </HeaderIcon>
          {props.onShare && (
            <Button
              size="xs"
              variant="white"
              color="dark"
              leftSection={<IconShare size={14} />}
              onClick={props.onShare}
              data-tour="share-link"
            >
              Share
            </Button>
          )}
          <DownloadButton onClick={props.onDownload} loading={props.downloading} />
        </>
      }
    />
  );
}
