import type { DriveFile, DriveVersion } from '@hookline/domain';
import { Text } from '@mantine/core';
import { formatDriveDate, formatDuration, formatFileSize } from '../../shared/drive-format.ts';
import { fullDate } from '../../../../ui/comments/RelativeTime.tsx';
import classes from './details.module.css';

/** What the studio says a file's type is: its kind and its format. */
function typeOf(version: DriveVersion): string {
  const format = version.mime.split('/')[1]?.replace('quicktime', 'mov').toUpperCase() ?? version.mime;
  return `${version.kind === 'video' ? 'Video' : 'Image'} (${format})`;
}

/** The shown version's facts: name, size, resolution, duration, type, who uploaded it and when. */
export function FileFacts({
  file,
  version,
  uploader,
}: {
  file: DriveFile;
  version: DriveVersion;
  uploader: string;
}) {
  const facts: [string, string][] = [
    ['Name', file.name],
    ['Version', `V${version.number} · ${version.name}`],
    ['Size', formatFileSize(version.size)],
    ['Resolution', version.resolution ? version.resolution.replace('x', ' × ') : 'Unknown'],
    ...(version.kind === 'video'
      ? ([['Duration', version.durationMs !== null ? formatDuration(version.durationMs) : 'Unknown']] as [
          string,
          string,
        ][])
      : []),
    ['Type', typeOf(version)],
    ['Uploaded by', uploader],
    ['Uploaded', formatDriveDate(version.createdAt)],
    ['Modified', formatDriveDate(file.modifiedAt)],
  ];
  return (
    <dl className={classes.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={classes.fact}>
          <dt>
            <Text size="xs" c="gray.7" span>
              {term}
            </Text>
          </dt>
          <dd>
            <Text
              size="sm"
              span
              title={term === 'Uploaded' ? fullDate(version.createdAt) : term === 'Name' ? value : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
