import { Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** The full date and time, as the tooltip of a relative time shows it. */
export const fullDate = (iso: string) => dayjs(iso).format('MMM D, YYYY [at] h:mm A');

/** "5 minutes ago", with the full date on hover. */
export function RelativeTime({ iso, edited = false }: { iso: string; edited?: boolean }) {
  const full = fullDate(iso);
  return (
    <Tooltip label={full} openDelay={300}>
      <time
        dateTime={iso}
        title={full}
        style={{ fontSize: 12, color: 'var(--mantine-color-gray-7)', whiteSpace: 'nowrap' }}
      >
        {dayjs(iso).fromNow()}
        {edited ? ' · edited' : ''}
      </time>
    </Tooltip>
  );
}
