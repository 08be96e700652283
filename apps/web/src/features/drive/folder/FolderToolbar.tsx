import {
  DRIVE_LIST_SORTS,
  type DriveItemFilters,
  type DriveListSort,
  type SortOrder,
} from '@hookline/domain';
import {
  Button,
  Chip,
  CloseButton,
  Group,
  Menu,
  MultiSelect,
  Popover,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsMove,
  IconCheck,
  IconChevronDown,
  IconFileZip,
  IconFilter,
  IconFolderPlus,
  IconFolderUp,
  IconLayoutGrid,
  IconList,
  IconSortAscending,
  IconSortDescending,
  IconTag,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useDriveTags } from '../dialogs/AddTagsDialog.tsx';
import { UPLOAD_ACCEPT } from '../../../ui/uploads/accepted-files.ts';
import { filterCount, type DriveView } from './view-params.ts';

export const SORT_LABELS: Record<DriveListSort, string> = {
  name: 'Name',
  size: 'Size',
  createdAt: 'Created date',
  modifiedAt: 'Modified date',
};

const ORDER_LABELS: Record<DriveListSort, Record<SortOrder, string>> = {
  name: { asc: 'A to Z', desc: 'Z to A' },
  size: { asc: 'Smallest first', desc: 'Largest first' },
  createdAt: { asc: 'Oldest first', desc: 'Newest first' },
  modifiedAt: { asc: 'Oldest first', desc: 'Newest first' },
};

interface SortMenuProps {
  sort: DriveListSort;
  order: SortOrder;
  onChange: (sort: DriveListSort, order: SortOrder) => void;
}

/** Sort by name, size, created or modified date, ascending or descending. */
export function SortMenu({ sort, order, onChange }: SortMenuProps) {
  const Icon = order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<Icon size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          {SORT_LABELS[sort]}
          <VisuallyHidden>, {ORDER_LABELS[sort][order]}. Change the sort</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sort by</Menu.Label>
        {DRIVE_LIST_SORTS.map((option) => (
          <Menu.Item
            key={option}
            leftSection={option === sort ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            onClick={() => onChange(option, option === sort ? order : option === 'name' ? 'asc' : 'desc')}
          >
            {SORT_LABELS[option]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>Order</Menu.Label>
        {(['asc', 'desc'] as const).map((option) => (
          <Menu.Item
            key={option}
            leftSection={option === order ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            onClick={() => onChange(sort, option)}
          >
            {ORDER_LABELS[sort][option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface FilterPopoverProps {
  workspaceId: string;
  filters: DriveItemFilters;
  onChange: (filters: DriveItemFilters) => void;
}

/** Filter a folder by type, tags and favourites. */
export function FilterPopover({ workspaceId, filters, onChange }: FilterPopoverProps) {
  const count = filterCount(filters);
  return (
    <Popover position="bottom-end" width={300} withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant={count > 0 ? 'light' : 'default'} size="sm" leftSection={<IconFilter size={16} />}>
          {count > 0 ? `Filters (${count})` : 'Filter'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ItemFilterFields workspaceId={workspaceId} filters={filters} onChange={onChange} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The type, tag and favourites filters, as the folder's popover and the library's panel show them. */
export function ItemFilterFields({ workspaceId, filters, onChange }: FilterPopoverProps) {
  const tags = useDriveTags(workspaceId);
  const types = filters.types ?? [];
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="drive-filter-type">
          Type
        </Text>
        <Chip.Group
          multiple
          value={types}
          onChange={(value) =>
            onChange({
              ...filters,
              types: value.filter((v): v is 'image' | 'video' => v === 'image' || v === 'video'),
            })
          }
        >
          <Group gap="xs" role="group" aria-labelledby="drive-filter-type">
            <Chip value="image" size="sm">
              Images
            </Chip>
            <Chip value="video" size="sm">
              Videos
            </Chip>
          </Group>
        </Chip.Group>
      </Stack>
      <MultiSelect
        label="Tags"
        placeholder={tags.isPending ? 'Loading tags…' : tags.data?.length === 0 ? 'No tags yet' : 'Any tag'}
        data={(tags.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
        value={filters.tagIds ?? []}
        onChange={(tagIds) => onChange({ ...filters, tagIds })}
        searchable
        clearable
        disabled={!tags.isSuccess || tags.data.length === 0}
        comboboxProps={{ withinPortal: false, floatingStrategy: 'fixed' }}
        nothingFoundMessage="No tag by that name"
      />
      <Switch
        label="Favourites only"
        checked={filters.favouritesOnly ?? false}
        onChange={(event) => onChange({ ...filters, favouritesOnly: event.currentTarget.checked })}
      />
      {filterCount(filters) > 0 && (
        <Button variant="subtle" size="xs" onClick={() => onChange({})} style={{ alignSelf: 'flex-start' }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}

/** Grid or list. */
export function ViewToggle({ view, onChange }: { view: DriveView; onChange: (view: DriveView) => void }) {
  return (
    <SegmentedControl
      size="sm"
      value={view}
      onChange={(value) => onChange(value === 'list' ? 'list' : 'grid')}
      aria-label="View"
      data={[
        {
          value: 'grid',
          label: (
            <Group gap={6} wrap="nowrap">
              <IconLayoutGrid size={16} aria-hidden />
              <span>Grid</span>
            </Group>
          ),
        },
        {
          value: 'list',
          label: (
            <Group gap={6} wrap="nowrap">
              <IconList size={16} aria-hidden />
              <span>List</span>
            </Group>
          ),
        },
      ]}
    />
  );
}

/** New folder and Upload (files, or a whole folder). */
export function CreateButtons(props: {
  canCreate: boolean;
  canUpload: boolean;
  onNewFolder: () => void;
  onFiles: (files: File[]) => void;
  onFolder: (files: File[]) => void;
}) {
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  return (
    <>
      {props.canCreate && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFolderPlus size={16} />}
          onClick={props.onNewFolder}
        >
          New folder
        </Button>
      )}
      {props.canUpload && (
        <>
          <Menu position="bottom-start" width={200} withinPortal>
            <Menu.Target>
              <Button
                size="sm"
                data-tour="upload-files"
                leftSection={<IconUpload size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                Upload
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => filesInput.current?.click()}>
                Files
              </Menu.Item>
              <Menu.Item
                leftSection={<IconFolderUp size={16} />}
                onClick={() => folderInput.current?.click()}
              >
                Folder
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {/* The pickers live outside the menu, which is gone by the time a picker answers. */}
          <input
            ref={filesInput}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) props.onFiles(files);
            }}
          />
          <input
            ref={(element) => {
              folderInput.current = element;
              // React has no prop for these: the picker then takes a whole folder.
              element?.setAttribute('webkitdirectory', '');
              element?.setAttribute('directory', '');
            }}
            type="file"
            multiple
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) props.onFolder(files);
            }}
          />
        </>
      )}
    </>
  );
}

interface SelectionBarProps {
  count: number;
  fileCount: number;
  can: { tags: boolean; move: boolean; delete: boolean };
  onAddTags: () => void;
  onMove: () => void;
  onZip: () => void;
  onDelete: () => void;
  onClear: () => void;
  extra?: ReactNode;
}

/** What a selection can have done to it at once. */
export function SelectionBar({
  count,
  fileCount,
  can,
  onAddTags,
  onMove,
  onZip,
  onDelete,
  onClear,
}: SelectionBarProps) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Selection">
      <Group gap={4} wrap="nowrap">
        <CloseButton size="sm" aria-label="Clear selection" onClick={onClear} />
        <Text size="sm" fw={600} aria-live="polite">
          {count.toLocaleString('en-US')} selected
        </Text>
      </Group>
      {can.tags && fileCount > 0 && (
        <Button variant="default" size="sm" leftSection={<IconTag size={16} />} onClick={onAddTags}>
          Add tags
        </Button>
      )}
      {can.move && (
        <Button variant="default" size="sm" leftSection={<IconArrowsMove size={16} />} onClick={onMove}>
          Move
        </Button>
      )}
      <Button variant="default" size="sm" leftSection={<IconFileZip size={16} />} onClick={onZip}>
        Download as zip
      </Button>
      {can.delete && (
        <Button
          variant="default"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} />}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
